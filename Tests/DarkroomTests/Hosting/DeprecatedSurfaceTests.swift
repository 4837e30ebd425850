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
        try withTestEnvironment(artifacts: temporary.file("artifacts")) {
            let recorded = legacy.verify("first line\nsecond line", record: true, directory: temporary.path)
            #expect(recorded?.contains("Record mode is on") == true)
            #expect(FileManager.default.fileExists(atPath: temporary.file("legacy.txt")))
            #expect(legacy.verify("first line\nsecond line", record: nil, directory: temporary.path) == nil)
            let changed = legacy.verify("first line\nthird line", record: false, directory: temporary.path)
            #expect(changed?.contains("third line") == true)
        }
    }

    @Test func optionalBoolRecordOverloadForwardsTheMode() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let legacy: any LegacySuite = SnapshotTesting1_11()
        try withTestEnvironment(artifacts: temporary.file("artifacts")) {
            #expect(legacy.verifyOf("value", record: true, directory: temporary.path)?.contains("Record mode is on") == true)
            #expect(legacy.verifyOf("value", record: false, directory: temporary.path) == nil)
        }
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
