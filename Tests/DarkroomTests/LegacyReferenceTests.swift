import Foundation
import Testing
@testable import Darkroom

/// References kept where swift-snapshot-testing keeps them (beside the test file) are used when
/// Darkroom's place at the package root is empty.
@Suite struct LegacyReferenceTests {
    /// A package with one test file, `Tests/App/ScreenTests.swift`.
    struct Package {
        let temporary: TemporaryDirectory
        var root: String { temporary.path }
        var testFile: String { root + "/Tests/App/ScreenTests.swift" }
        var legacyDirectory: String { root + "/Tests/App/__Snapshots__/ScreenTests" }
        var darkroomDirectory: String { root + "/__Snapshots__/ScreenTests" }
        /// Darkroom's name for the test: its suite joins the name (this file is not named like it).
        var darkroomName: String { "LegacyReferenceTests.testTitle.1.txt" }

        init(_ label: String = #function) throws {
            temporary = try TemporaryDirectory(label)
            try FileManager.default.createDirectory(atPath: legacyDirectory, withIntermediateDirectories: true)
            try Data("// swift-tools-version: 6.1\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
            try Data("// test\n".utf8).write(to: URL(fileURLWithPath: testFile))
        }

        func verify(_ text: String, record: SnapshotTestingConfiguration.Record) -> String? {
            withTestEnvironment(artifacts: root + "/artifacts") {
                verifySnapshot(
                    of: text, as: .lines, record: record,
                    file: StaticStringPath.screenTests(root), testName: "testTitle()"
                )
            }
        }
    }

    @Test func aMatchingLegacyReferencePassesAndStaysWhereItIs() throws {
        let package = try Package()
        defer { package.temporary.cleanUp() }
        try Data("Title".utf8).write(to: URL(fileURLWithPath: package.legacyDirectory + "/testTitle.1.txt"))
        #expect(package.verify("Title", record: .failed) == nil)
        #expect(!FileManager.default.fileExists(atPath: package.darkroomDirectory))
        #expect(try readString(package.legacyDirectory + "/testTitle.1.txt") == "Title")
    }

    @Test func aMismatchNamesTheLegacyReferenceAndTheMigrationCommand() throws {
        let package = try Package()
        defer { package.temporary.cleanUp() }
        try Data("Title".utf8).write(to: URL(fileURLWithPath: package.legacyDirectory + "/testTitle.1.txt"))
        let message = try #require(package.verify("Other", record: .never))
        #expect(message.contains("Reference: \(package.legacyDirectory)/testTitle.1.txt (swift-snapshot-testing's location; `swift run darkroom migrate`"))
        #expect(message.hasSuffix("+Other"))
    }

    @Test func darkroomsOwnReferenceWinsOverALegacyOne() throws {
        let package = try Package()
        defer { package.temporary.cleanUp() }
        try FileManager.default.createDirectory(atPath: package.darkroomDirectory, withIntermediateDirectories: true)
        try Data("New".utf8).write(to: URL(fileURLWithPath: package.darkroomDirectory + "/" + package.darkroomName))
        try Data("Old".utf8).write(to: URL(fileURLWithPath: package.legacyDirectory + "/testTitle.1.txt"))
        #expect(package.verify("New", record: .never) == nil)
    }

    @Test func withoutAnyReferenceDarkroomRecordsInItsOwnPlace() throws {
        let package = try Package()
        defer { package.temporary.cleanUp() }
        let message = try #require(package.verify("Title", record: .missing))
        #expect(
            message.hasPrefix(
                "No reference was found on disk. Automatically recorded snapshot: …\n\nopen \"file://\(package.darkroomDirectory)/\(package.darkroomName)\"\n\nRe-run \"testTitle\" to assert"
            ))
        #expect(try readString(package.darkroomDirectory + "/" + package.darkroomName) == "Title")
    }
}

/// `verifySnapshot` takes the test file as a `StaticString`; tests in a temporary package need one
/// made at run time.
enum StaticStringPath {
    private static let paths = LockedState<[String: StaticString]>([:])

    static func screenTests(_ root: String) -> StaticString {
        let path = root + "/Tests/App/ScreenTests.swift"
        return paths.withLock { table in
            if let existing = table[path] { return existing }
            let made = makeStaticString(path)
            table[path] = made
            return made
        }
    }

    /// A `StaticString` over a copy of `string` that lives until the process ends.
    private static func makeStaticString(_ string: String) -> StaticString {
        let bytes = Array(string.utf8) + [0]
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        pointer.initialize(from: bytes, count: bytes.count)
        return unsafeBitCast((pointer, bytes.count - 1, UInt8(0b10)), to: StaticString.self)
    }
}

/// The "references in swift-snapshot-testing's place" note is printed once per `swift test`, whose
/// XCTest and Swift Testing processes share one run directory.
@Suite struct LegacyReferenceNoteTests {
    @Test func onlyTheFirstProcessOfARunClaimsTheNote() throws {
        let temporary = try TemporaryDirectory(#function)
        defer { temporary.cleanUp() }
        let run = temporary.path + "/artifacts/runs/42-7"
        #expect(LegacyReferenceHint.claimRun(directory: run), "the first process of the run prints the note")
        #expect(FileManager.default.fileExists(atPath: run + "/" + LegacyReferenceHint.markerName))
        #expect(!LegacyReferenceHint.claimRun(directory: run), "the second process of the same run stays quiet")
        #expect(LegacyReferenceHint.claimRun(directory: temporary.path + "/artifacts/runs/43-9"), "the next run prints it again")
    }

    @Test func anUnwritableRunDirectoryStillShowsTheNote() throws {
        let temporary = try TemporaryDirectory(#function)
        defer { temporary.cleanUp() }
        // A file where the runs directory should be: the marker cannot be made, so the note is shown.
        try Data().write(to: URL(fileURLWithPath: temporary.path + "/runs"))
        #expect(LegacyReferenceHint.claimRun(directory: temporary.path + "/runs/1-1"))
    }
}
