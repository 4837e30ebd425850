import Foundation
import Testing
@testable import Darkroom

/// swift-snapshot-testing's deprecated spellings still record and compare (called through `LegacySuite`, whose
/// deprecated methods keep this target free of deprecation warnings).
@Suite struct DeprecatedSurfaceTests {
    @Test func matchingSpellingsRecordThenMatch() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let legacy: any LegacySuite = SnapshotTesting1_11()
        withTestEnvironment(artifacts: temporary.file("artifacts")) {
            let recorded = legacy.verify("first line\nsecond line", record: true, directory: temporary.path)
            #expect(recorded?.contains("Record mode is on") == true)
            #expect(references(in: temporary.path).contains { $0.hasSuffix(".legacy.txt") })
            #expect(legacy.verify("first line\nsecond line", record: nil, directory: temporary.path) == nil)
            let changed = legacy.verify("first line\nthird line", record: false, directory: temporary.path)
            #expect(changed?.contains("third line") == true)
        }
    }

    @Test func optionalBoolRecordOverloadForwardsTheMode() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let legacy: any LegacySuite = SnapshotTesting1_11()
        withTestEnvironment(artifacts: temporary.file("artifacts")) {
            #expect(legacy.verifyOf("value", record: true, directory: temporary.path)?.contains("Record mode is on") == true)
            #expect(legacy.verifyOf("value", record: false, directory: temporary.path) == nil)
        }
    }

    @Test func recordTrueReplacesAnExistingReference() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let legacy: any LegacySuite = SnapshotTesting1_11()
        try withTestEnvironment(artifacts: temporary.file("artifacts")) {
            _ = legacy.verifyOf("999", record: true, directory: temporary.path)
            let reference = try #require(references(in: temporary.path).first { $0.hasSuffix(".of.txt") })
            #expect(try readString(temporary.file(reference)).trimmingCharacters(in: .newlines) == "999")
            #expect(legacy.verifyOf("42", record: true, directory: temporary.path)?.hasPrefix("Record mode is on.") == true)
            #expect(try readString(temporary.file(reference)).trimmingCharacters(in: .newlines) == "42")
        }
    }

    /// The reference files written into `directory`.
    private func references(in directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }

    @Test func inlineSnapshotsCompareAgainstTheSourceText() {
        let legacy: any LegacySuite = SnapshotTesting1_11()
        #expect(legacy.verifyInline("hello\nworld", reference: "\n  hello\nworld\n") == nil)
        #expect(legacy.verifyInline("hello", reference: "goodbye")?.contains("Snapshot does not match reference.") == true)
        #expect(legacy.verifyInline("hello", reference: "")?.contains("does not write inline snapshots") == true)
    }
}

/// The deprecated calls, made from deprecated methods behind a protocol.
protocol LegacySuite {
    func verify(_ text: String, record: Bool?, directory: String) -> String?
    func verifyOf(_ text: String, record: Bool?, directory: String) -> String?
    func verifyInline(_ text: String, reference: String) -> String?
}

struct SnapshotTesting1_11: LegacySuite {
    @available(*, deprecated)
    func verify(_ text: String, record: Bool?, directory: String) -> String? {
        verifySnapshot(matching: text, as: .lines, named: "legacy", record: record, snapshotDirectory: directory)
    }

    @available(*, deprecated)
    func verifyOf(_ text: String, record: Bool?, directory: String) -> String? {
        verifySnapshot(of: text, as: .lines, named: "of", record: record, snapshotDirectory: directory)
    }

    @available(*, deprecated)
    func verifyInline(_ text: String, reference: String) -> String? {
        _verifyInlineSnapshot(matching: text, as: .lines, with: reference)
    }
}
