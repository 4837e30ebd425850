import Foundation
import Testing
@testable import Darkroom

/// swift-snapshot-testing's RecordTests, on `verifySnapshot`'s returned message.
@Suite struct RecordModeTests {
    /// Runs `body` with a temporary snapshot directory and the path of the test's first reference.
    private func withReference(
        _ test: String = #function, _ body: (_ directory: String, _ reference: String) throws -> Void
    ) throws {
        let temporary = try TemporaryDirectory(test)
        defer { temporary.cleanUp() }
        let directory = temporary.file("snapshots")
        try withTestEnvironment(artifacts: temporary.file("artifacts")) {
            try body(directory, directory + "/\(sanitizePathComponent(test)).1.json")
        }
    }

    @Test func recordNever() throws {
        try withReference { directory, reference in
            let message = withSnapshotTesting(record: .never) {
                verifySnapshot(of: 42, as: .json, snapshotDirectory: directory)
            }
            #expect(message?.hasPrefix("No reference was found on disk. New snapshot was not recorded because recording is disabled") == true)
            #expect(message?.contains(reference) == true)
            #expect(!FileManager.default.fileExists(atPath: reference))
        }
    }

    @Test func recordMissing() throws {
        try withReference { directory, reference in
            let message = withSnapshotTesting(record: .missing) {
                verifySnapshot(of: 42, as: .json, snapshotDirectory: directory)
            }
            #expect(message?.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …") == true)
            #expect(message?.contains(reference) == true)
            let content = try readString(reference)
            #expect(content == "42")
        }
    }

    @Test func recordMissingExistingFile() throws {
        try withReference { directory, reference in
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data("999".utf8).write(to: URL(fileURLWithPath: reference))
            let message = withSnapshotTesting(record: .missing) {
                verifySnapshot(of: 42, as: .json, snapshotDirectory: directory)
            }
            #expect(message?.hasPrefix("Snapshot does not match reference.") == true)
            #expect(message?.contains("darkroom accept \(reference)") == true)
            let content = try readString(reference)
            #expect(content == "999")
        }
    }

    @Test func recordAllFresh() throws {
        try withReference { directory, reference in
            let message = withSnapshotTesting(record: .all) {
                verifySnapshot(of: 42, as: .json, snapshotDirectory: directory)
            }
            #expect(message?.hasPrefix("Record mode is on. Automatically recorded snapshot: …") == true)
            #expect(message?.contains(reference) == true)
            let content = try readString(reference)
            #expect(content == "42")
        }
    }

    @Test func recordAllOverwrite() throws {
        try withReference { directory, reference in
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data("999".utf8).write(to: URL(fileURLWithPath: reference))
            let message = withSnapshotTesting(record: .all) {
                verifySnapshot(of: 42, as: .json, snapshotDirectory: directory)
            }
            #expect(message?.hasPrefix("Record mode is on. Automatically recorded snapshot: …") == true)
            let content = try readString(reference)
            #expect(content == "42")
        }
    }

    @Test func recordFailedWhenFailure() throws {
        try withReference { directory, reference in
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data("999".utf8).write(to: URL(fileURLWithPath: reference))
            let message = withSnapshotTesting(record: .failed) {
                verifySnapshot(of: 42, as: .json, snapshotDirectory: directory)
            }
            #expect(message?.hasPrefix("Snapshot does not match reference. A new snapshot was automatically recorded.") == true)
            let content = try readString(reference)
            #expect(content == "42")
        }
    }

    @Test func recordFailedNoFailure() throws {
        try withReference { directory, reference in
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data("42".utf8).write(to: URL(fileURLWithPath: reference))
            let before = try FileManager.default.attributesOfItem(atPath: reference)[.modificationDate] as? Date
            let inode = try FileManager.default.attributesOfItem(atPath: reference)[.systemFileNumber] as? Int
            let message = withSnapshotTesting(record: .failed) {
                verifySnapshot(of: 42, as: .json, snapshotDirectory: directory)
            }
            #expect(message == nil)
            let content = try readString(reference)
            #expect(content == "42")
            let after = try FileManager.default.attributesOfItem(atPath: reference)
            #expect(after[.modificationDate] as? Date == before)
            // An atomic rewrite would have replaced the file (a new inode).
            #expect(after[.systemFileNumber] as? Int == inode)
        }
    }

    @Test func recordFailedMissingFile() throws {
        try withReference { directory, reference in
            let message = withSnapshotTesting(record: .failed) {
                verifySnapshot(of: 42, as: .json, snapshotDirectory: directory)
            }
            #expect(message?.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …") == true)
            let content = try readString(reference)
            #expect(content == "42")
        }
    }

    @Test func recordArgumentBeatsConfiguration() throws {
        try withReference { directory, reference in
            let message = withSnapshotTesting(record: .all) {
                verifySnapshot(of: 42, as: .json, record: .never, snapshotDirectory: directory)
            }
            #expect(message?.hasPrefix("No reference was found on disk. New snapshot was not recorded") == true)
            #expect(!FileManager.default.fileExists(atPath: reference))
        }
    }
}
