import Foundation
import Testing
@testable import Darkroom
@testable import SnapshotArtifacts
@testable import DarkroomReview

@Suite struct StaleTests {
    /// Writes a run record by hand: the touched references and the process's command lines.
    func writeRun(_ fixture: ReviewFixture, id: String, touched: [String], arguments: [String], parent: [String]?) throws {
        let directory = fixture.artifacts + "/runs/" + id
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let lines = touched.map { SnapshotRunRecord.Entry(status: .matched, referencePath: $0).line + "\n" }.joined()
        try Data(lines.utf8).write(to: URL(fileURLWithPath: directory + "/touched-100.txt"))
        let metadata = SnapshotRunMetadata(pid: 100, arguments: arguments, parentArguments: parent)
        try metadata.jsonData().write(to: URL(fileURLWithPath: directory + "/" + SnapshotRunMetadata.fileName(pid: 100)))
    }

    func makeReferences(_ fixture: ReviewFixture) throws -> [String] {
        // An empty Tests folder: the test files of these references are gone.
        try FileManager.default.createDirectory(atPath: fixture.root + "/Tests", withIntermediateDirectories: true)
        let paths = ["Screens/a.1.png", "Screens/b.1.png", "Old/gone.1.png", "Screens/c.light.png"].map { fixture.root + "/__Snapshots__/" + $0 }
        for path in paths {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data([1, 2, 3]).write(to: URL(fileURLWithPath: path))
        }
        return paths
    }

    static let completeRun = (arguments: ["/p/.build/debug/DarkroomPackageTests.xctest", "--testing-library", "swift-testing"], parent: ["/usr/bin/swift-test"])

    @Test func listsAndDeletesReferencesTheLastCompleteRunDidNotTouch() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let paths = try makeReferences(fixture)
        try writeRun(fixture, id: "1-run", touched: [paths[0], paths[1], paths[3]], arguments: Self.completeRun.arguments, parent: Self.completeRun.parent)
        let recorder = OutputRecorder()
        #expect(ReviewCommands.stale(locations: fixture.locations, snapshotDirectories: [], delete: false, assumeComplete: false, output: recorder.output) == 1)
        #expect(recorder.out.contains(paths[2]))
        #expect(!recorder.out.contains(paths[0]))
        #expect(recorder.out.contains("1 reference not used by the last run (1-run)"))

        let deleting = OutputRecorder()
        #expect(ReviewCommands.stale(locations: fixture.locations, snapshotDirectories: [], delete: true, assumeComplete: false, yes: true, output: deleting.output) == 0)
        #expect(!FileManager.default.fileExists(atPath: paths[2]))
        #expect(!FileManager.default.fileExists(atPath: fixture.root + "/__Snapshots__/Old"), "empty directories go too")
        #expect(FileManager.default.fileExists(atPath: paths[0]) && FileManager.default.fileExists(atPath: paths[3]))
        let after = OutputRecorder()
        #expect(ReviewCommands.stale(locations: fixture.locations, snapshotDirectories: [], delete: false, assumeComplete: false, output: after.output) == 0)
        #expect(after.out.contains("No stale references"))
    }

    @Test func refusesWhenTheLastRunWasFiltered() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let paths = try makeReferences(fixture)
        try writeRun(fixture, id: "1-run", touched: paths, arguments: Self.completeRun.arguments, parent: Self.completeRun.parent)
        try writeRun(fixture, id: "2-run", touched: [paths[0]], arguments: Self.completeRun.arguments, parent: ["/usr/bin/swift-test", "--filter", "LoginTests"])
        let recorder = OutputRecorder()
        #expect(ReviewCommands.stale(locations: fixture.locations, snapshotDirectories: [], delete: true, assumeComplete: false, output: recorder.output) == 2)
        #expect(recorder.err.contains("the last test run (2-run) was filtered (swift test --filter LoginTests)"), "\(recorder.err)")
        #expect(paths.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "nothing deleted")
        // The user knows better.
        let forced = OutputRecorder()
        #expect(ReviewCommands.stale(locations: fixture.locations, snapshotDirectories: [], delete: false, assumeComplete: true, output: forced.output) == 1)
        #expect(forced.out.contains("3 references not used"))
    }

    @Test func refusesWithoutAnyRun() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        _ = try makeReferences(fixture)
        try FileManager.default.createDirectory(atPath: fixture.artifacts, withIntermediateDirectories: true)
        let recorder = OutputRecorder()
        #expect(ReviewCommands.stale(locations: fixture.locations, snapshotDirectories: [], delete: false, assumeComplete: false, output: recorder.output) == 2)
        #expect(recorder.err.contains("no test run is recorded"))
    }

    @Test func realRunRecordsFromTheSnapshotLayer() throws {
        // verifySnapshot writes the run record and this process's command line.
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        fixture.verify(.gradient(width: 8, height: 8, seed: 1), named: "used", record: .all, runID: "real")
        let history = try RunHistory(artifactsDirectory: fixture.artifacts)
        let run = try #require(history.lastRun)
        #expect(run.entries.map(\.referencePath).contains { $0.hasSuffix("used.png") })
        let process = try #require(run.processes.first)
        #expect(process.pid == getpid())
        #expect(process.arguments == CommandLine.arguments)
        #expect(process.filtered == (SnapshotRunMetadata.filterReason(arguments: CommandLine.arguments, parentArguments: process.parentArguments) != nil))
    }

    @Test(
        arguments: [
            (["/b/PackageTests.xctest"], ["/usr/bin/swift-test"], nil),
            (["/b/PackageTests.xctest"], ["/usr/bin/swift-test", "--parallel"], nil),
            (["/b/PackageTests.xctest", "Mod.Suite/test"], ["/usr/bin/swift-test", "--parallel"], nil),
            (["/b/PackageTests.xctest"], ["/usr/bin/swift-test", "--filter", "Login"], "swift test --filter Login"),
            (["/b/PackageTests.xctest"], ["swift", "test", "--skip=Slow"], "swift test --skip Slow"),
            (["/b/PackageTests.xctest", "--testing-library", "swift-testing", "--filter", "X"], ["/bin/bash"], "--filter X"),
            (["/b/PackageTests.xctest", "--testing-library", "swift-testing", "--xunit-output", "out.xml"], ["/bin/bash"], nil),
            (["/b/PackageTests.xctest", "Mod.Suite/test"], ["/bin/bash"], "Mod.Suite/test"),
            (["/b/PackageTests.xctest", "-XCTest", "Mod.Suite"], nil, "-XCTest Mod.Suite"),
            (["/b/PackageTests.xctest", "-XCTest", "All"], nil, nil),
        ] as [([String], [String]?, String?)])
    func filterDetection(arguments: [String], parent: [String]?, expected: String?) {
        #expect(SnapshotRunMetadata.filterReason(arguments: arguments, parentArguments: parent) == expected)
    }
}
