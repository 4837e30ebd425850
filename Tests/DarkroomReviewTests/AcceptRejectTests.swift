import Foundation
import Rasterizer
import Testing
@testable import Darkroom
@testable import DarkroomReview

@Suite struct AcceptRejectTests {
    @Test func scanFindsRealFailuresWithTheirNumbers() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        try fixture.makeStandardFailures()
        let scan = try fixture.scan()
        #expect(scan.pending.count == 3)
        #expect(scan.problems.isEmpty)
        let kinds = scan.pending.map(\.manifest.kind).sorted { $0.rawValue < $1.rawValue }
        #expect(kinds == [.mismatch, .mismatch, .missing])
        let resized = try #require(scan.pending.first { $0.manifest.snapshotName.hasSuffix("resized") })
        let metrics = try #require(resized.manifest.image)
        #expect(metrics.sizesDiffer)
        #expect(resized.actualPath != nil && resized.diffPath != nil && resized.referenceCopyPath != nil)
        let block = FailureDescription.block(resized, index: 0, count: 3)
        #expect(block.contains("pixels differ") && block.contains("ΔE") && block.contains("40×30 → 52×40"))
        #expect(block.contains(resized.referencePath) && block.contains(resized.actualPath ?? "?"))
    }

    @Test func acceptCopiesTheActualOverTheReference() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let references = try fixture.makeStandardFailures()
        let item = try #require(try fixture.scan().pending.first { $0.referencePath == references.mismatch })
        let actualPath = try #require(item.actualPath)
        let artifact = try #require(fixture.read(actualPath))
        // The accepted reference has the bytes recording writes for the same image (the artifact itself
        // is encoded with fast scratch settings).
        #expect(try Bitmap(pngData: artifact) == .gradient(width: 48, height: 32, seed: 2))
        let recordedFixture = try ReviewFixture("recorded")
        defer { recordedFixture.cleanUp() }
        recordedFixture.verify(.gradient(width: 48, height: 32, seed: 2), named: "mismatch", record: .all)
        let actual = try #require(recordedFixture.read(recordedFixture.snapshots + "/" + (references.mismatch as NSString).lastPathComponent))
        let recorder = OutputRecorder()
        let status = ReviewCommands.accept(
            selectors: [references.mismatch], all: false, force: false, locations: fixture.locations,
            currentDirectory: fixture.root, output: recorder.output
        )
        #expect(status == 0, "\(recorder.err)")
        #expect(fixture.read(references.mismatch) == actual)
        #expect(!FileManager.default.fileExists(atPath: item.manifestPath))
        #expect(!FileManager.default.fileExists(atPath: item.actualPath ?? ""))
        #expect(!FileManager.default.fileExists(atPath: item.diffPath ?? ""))
        #expect(try fixture.scan().pending.count == 2)
        // The accepted reference now passes.
        #expect(fixture.verify(.gradient(width: 48, height: 32, seed: 2), named: "mismatch", record: .never, runID: "2-run") == nil)
    }

    @Test func acceptingANewSnapshotCreatesTheReferenceAndItsDirectories() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let nested = fixture.root + "/__Snapshots__/Deep/Nested"
        #expect(fixture.verify(.gradient(width: 20, height: 10, seed: 1), named: "fresh", record: .never, snapshotDirectory: nested) != nil)
        let item = try #require(try fixture.scan().pending.first)
        #expect(item.isNew)
        #expect(!FileManager.default.fileExists(atPath: nested))
        let outcome = try SnapshotReviewer().accept(item)
        #expect(outcome == .written(reference: item.referencePath))
        let bitmap = try Bitmap(pngData: try #require(fixture.read(item.referencePath)))
        #expect(bitmap == .gradient(width: 20, height: 10, seed: 1))
    }

    @Test func rejectDiscardsArtifactsAndKeepsTheReference() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let references = try fixture.makeStandardFailures()
        let before = fixture.read(references.mismatch)
        let recorder = OutputRecorder()
        #expect(
            ReviewCommands.reject(selectors: ["mismatch"], all: false, locations: fixture.locations, currentDirectory: fixture.root, output: recorder.output) == 1,
            "the bare word matches no test; a snapshot name must be complete")
        let item = try #require(try fixture.scan().pending.first { $0.referencePath == references.mismatch })
        #expect(
            ReviewCommands.reject(selectors: [item.manifest.snapshotName], all: false, locations: fixture.locations, currentDirectory: fixture.root, output: recorder.output) == 0)
        #expect(fixture.read(references.mismatch) == before)
        #expect(!FileManager.default.fileExists(atPath: item.manifestPath))
        #expect(try fixture.scan().pending.count == 2)
    }

    @Test func acceptAllAndNothingLeft() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let references = try fixture.makeStandardFailures()
        let recorder = OutputRecorder()
        #expect(ReviewCommands.review(locations: fixture.locations, keys: nil, output: recorder.output) == 1)
        #expect(recorder.out.contains("3 snapshot failures pending"))
        #expect(ReviewCommands.accept(selectors: [], all: true, force: false, locations: fixture.locations, output: recorder.output) == 0)
        #expect(recorder.out.contains("Accepted 3 of 3."))
        for path in [references.mismatch, references.new, references.resized] {
            #expect(FileManager.default.fileExists(atPath: path))
        }
        let after = OutputRecorder()
        #expect(ReviewCommands.review(locations: fixture.locations, keys: nil, output: after.output) == 0)
        #expect(after.out.contains("No snapshot failures"))
    }

    @Test func selectorsByTestNameFileAndDirectory() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        try fixture.makeStandardFailures()
        let pending = try fixture.scan().pending
        let new = try #require(pending.first { $0.isNew })
        #expect(new.matches("newScreen()", currentDirectory: "/"))
        #expect(new.matches("newScreen", currentDirectory: "/"))
        #expect(new.matches("__Snapshots__/Screens", currentDirectory: fixture.root))
        #expect(new.matches(new.manifestPath, currentDirectory: "/"))
        #expect(!new.matches("screen", currentDirectory: "/"))
        #expect(pending.filter { $0.matches("screen()", currentDirectory: "/") }.count == 2)
        let recorder = OutputRecorder()
        #expect(ReviewCommands.accept(selectors: ["nothing-like-this"], all: false, force: false, locations: fixture.locations, output: recorder.output) == 1)
        #expect(recorder.err.contains("no pending snapshot failure matches \"nothing-like-this\""))
        #expect(ReviewCommands.accept(selectors: [], all: false, force: false, locations: fixture.locations, output: recorder.output) == 2)
    }

    @Test func interactiveSessionFollowsTheScriptedKeys() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let references = try fixture.makeStandardFailures()
        let before = try fixture.scan().pending
        let lines = OutputRecorder()
        var keys = ScriptedKeySource([.help, .skip, .previous, .accept, .other, .reject, .openReport, .quit])
        var session = ReviewSession(pending: before, output: { lines.output.out($0) }, openReport: { "report opened" })
        let summary = session.run(keys: &keys)
        // skip → 2nd, previous → 1st, accept 1st, reject 2nd, quit with the 3rd left.
        #expect(summary.accepted == [before[0].identifier])
        #expect(summary.rejected == [before[1].identifier])
        #expect(summary.remaining == [before[2].identifier])
        #expect(lines.out.contains("[1/3]") && lines.out.contains("[2/3]") && lines.out.contains("[3/3]"))
        #expect(lines.out.contains("report opened") && lines.out.contains("Unknown key"))
        #expect(lines.out.contains("Accepted 1, rejected 1, 1 left to review."))
        #expect(try fixture.scan().pending.map(\.identifier) == [before[2].identifier])
        #expect(FileManager.default.fileExists(atPath: before[0].referencePath))
        _ = references

        var acceptAll = ScriptedKeySource([.acceptAll])
        var rest = ReviewSession(pending: try fixture.scan().pending, output: { _ in }, openReport: { "" })
        #expect(rest.run(keys: &acceptAll).remaining.isEmpty)
        #expect(try fixture.scan().pending.isEmpty)
    }

    @Test func interactiveReviewThroughTheCommandUsesTheLockAndKeys() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        try fixture.makeStandardFailures()
        let recorder = OutputRecorder()
        let status = ReviewCommands.review(
            locations: fixture.locations, keys: ScriptedKeySource([.accept, .accept, .accept]), output: recorder.output
        )
        #expect(status == 0, "\(recorder.out)\n\(recorder.err)")
        #expect(try fixture.scan().pending.isEmpty)
        #expect(ReviewCommands.review(locations: fixture.locations, keys: ScriptedKeySource([.quit]), output: recorder.output) == 0)
    }

    @Test func keyBytesMapToCommands() {
        #expect(ReviewKey(bytes: Array("a".utf8)) == .accept)
        #expect(ReviewKey(bytes: Array("r".utf8)) == .reject)
        #expect(ReviewKey(bytes: Array(" ".utf8)) == .skip)
        #expect(ReviewKey(bytes: [27, 91, 67]) == .skip)
        #expect(ReviewKey(bytes: [27, 91, 68]) == .previous)
        #expect(ReviewKey(bytes: Array("A".utf8)) == .acceptAll)
        #expect(ReviewKey(bytes: Array("o".utf8)) == .openReport)
        #expect(ReviewKey(bytes: [27]) == .quit)
        #expect(ReviewKey(bytes: Array("q".utf8)) == .quit)
        #expect(ReviewKey(bytes: Array("z".utf8)) == .other)
    }

    @Test func artifactsDownloadedToAnotherMachineAreAcceptedIntoTheLocalPackage() throws {
        // CI wrote the failure under its own paths; here the artifacts sit in a download folder
        // and the package lives elsewhere.
        let ci = try ReviewFixture()
        defer { ci.cleanUp() }
        #expect(ci.verify(.gradient(width: 16, height: 12, seed: 2), named: "ci", record: .never) != nil)
        let local = try ReviewFixture()
        defer { local.cleanUp() }
        let download = local.root + "/downloaded-artifacts"
        try FileManager.default.copyItem(atPath: ci.artifacts, toPath: download)
        ci.cleanUp()

        let locations = ReviewLocations(packageRoot: local.root, artifactsDirectories: [download])
        let item = try #require(try ArtifactsScan(locations: locations).pending.first)
        #expect(item.referencePath.hasPrefix(local.root + "/__Snapshots__/Screens/"))
        #expect(item.actualPath?.hasPrefix(download) == true)
        let recorder = OutputRecorder()
        #expect(ReviewCommands.accept(selectors: [], all: true, force: false, locations: locations, output: recorder.output) == 0, "\(recorder.err)")
        let bitmap = try Bitmap(pngData: try #require(local.read(item.referencePath)))
        #expect(bitmap == .gradient(width: 16, height: 12, seed: 2))
    }

    @Test func severalArtifactsDirectoriesAreReviewedTogether() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        try fixture.makeStandardFailures()
        let second = fixture.root + "/shard-2"
        try FileManager.default.createDirectory(atPath: second + "/Other", withIntermediateDirectories: true)
        let item = try #require(try fixture.scan().pending.first)
        var moved = item.manifest
        moved.snapshotName = "Other.shard"
        moved.referencePath = fixture.root + "/__Snapshots__/Other/Other.shard.png"
        try moved.jsonData().write(to: URL(fileURLWithPath: second + "/Other/Other.shard.manifest.json"))
        try FileManager.default.copyItem(atPath: try #require(item.actualPath), toPath: second + "/Other/" + ((item.actualPath ?? "") as NSString).lastPathComponent)
        let locations = ReviewLocations(packageRoot: fixture.root, artifactsDirectories: [fixture.artifacts, second])
        #expect(try ArtifactsScan(locations: locations).pending.count == 4)
        let resolved = try ReviewLocations.resolve(artifacts: [], currentDirectory: fixture.root, environment: ["SNAPSHOT_ARTIFACTS": "\(fixture.artifacts):\(second)"])
        #expect(resolved.artifactsDirectories == [fixture.artifacts, second])
        #expect(resolved.packageRoot == fixture.root)
        let byDefault = try ReviewLocations.resolve(artifacts: [], currentDirectory: fixture.root + "/__Snapshots__", environment: [:])
        #expect(byDefault.artifactsDirectories == [fixture.root + "/.build/snapshot-artifacts"])
    }

    @Test func failuresALaterRunPassedAreOutdated() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        fixture.verify(.gradient(width: 10, height: 10, seed: 1), named: "flaky", record: .all, runID: "1-run")
        #expect(fixture.verify(.gradient(width: 10, height: 10, seed: 2), named: "flaky", record: .never, runID: "1-run") != nil)
        #expect(try fixture.scan().pending.count == 1)
        // A later run passes.
        try FileManager.default.createDirectory(atPath: fixture.artifacts + "/runs/2-run", withIntermediateDirectories: true)
        #expect(fixture.verify(.gradient(width: 10, height: 10, seed: 1), named: "flaky", record: .never, runID: "2-run") == nil)
        let scan = try fixture.scan()
        #expect(scan.pending.isEmpty)
        #expect(scan.outdated.count == 1)
        let recorder = OutputRecorder()
        #expect(ReviewCommands.reject(selectors: [], all: true, locations: fixture.locations, output: recorder.output) == 0)
        #expect(try fixture.scan().outdated.isEmpty)
    }

    @Test func rejectingAFailureThatRecordModeFailedReRecordedRestoresTheOldReference() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        fixture.verify(.gradient(width: 12, height: 12, seed: 1), named: "auto", record: .all)
        #expect(fixture.verify(.gradient(width: 12, height: 12, seed: 2), named: "auto", record: .failed) != nil)
        let item = try #require(try fixture.scan().pending.first)
        #expect(item.manifest.rerecorded)
        #expect(try Bitmap(pngData: try #require(fixture.read(item.referencePath))) == .gradient(width: 12, height: 12, seed: 2))
        #expect(try SnapshotReviewer().reject(item) == .restored(reference: item.referencePath))
        #expect(try Bitmap(pngData: try #require(fixture.read(item.referencePath))) == .gradient(width: 12, height: 12, seed: 1))
        #expect(try fixture.scan().pending.isEmpty)
    }
}
