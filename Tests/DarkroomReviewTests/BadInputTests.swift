import Foundation
import Rasterizer
import Testing
@testable import Darkroom
@testable import DarkroomReview

@Suite struct BadInputTests {
    @Test func malformedManifestsAreReportedAndTheRestStillReviewed() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        try fixture.makeStandardFailures()
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: fixture.artifacts).first { $0 != "runs" && !$0.hasPrefix(".") })
        let garbage = fixture.artifacts + "/" + folder + "/broken.manifest.json"
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: garbage))
        let incomplete = fixture.artifacts + "/" + folder + "/incomplete.manifest.json"
        try Data(#"{"version": 1, "kind": "mismatch"}"#.utf8).write(to: URL(fileURLWithPath: incomplete))
        let future = fixture.artifacts + "/" + folder + "/future.manifest.json"
        var manifest = try #require(try fixture.scan().pending.first).manifest
        manifest.version = 99
        try manifest.jsonData().write(to: URL(fileURLWithPath: future))

        let scan = try fixture.scan()
        #expect(scan.pending.count == 3)
        #expect(scan.problems.map(\.path).sorted() == [garbage, future, incomplete].sorted())
        let recorder = OutputRecorder()
        #expect(ReviewCommands.review(locations: fixture.locations, keys: nil, output: recorder.output) == 1)
        #expect(recorder.err.contains("broken.manifest.json: not a valid failure manifest (not JSON)"))
        #expect(recorder.err.contains("incomplete.manifest.json: not a valid failure manifest (missing field"))
        #expect(recorder.err.contains("manifest version 99 is not supported"))
    }

    @Test func aMissingArtifactsDirectoryMeansNoFailures() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let recorder = OutputRecorder()
        #expect(ReviewCommands.review(locations: fixture.locations, keys: nil, output: recorder.output) == 0)
        #expect(recorder.out.contains("does not exist"))
        #expect(throws: ReviewError.noPackageRoot(startingAt: "/")) {
            try ReviewLocations.resolve(artifacts: [], currentDirectory: "/", environment: [:])
        }
    }

    @Test func aMissingActualIsAClearErrorAndTheReferenceStays() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let references = try fixture.makeStandardFailures()
        let item = try #require(try fixture.scan().pending.first { $0.referencePath == references.mismatch })
        try FileManager.default.removeItem(atPath: try #require(item.actualPath))
        let before = fixture.read(references.mismatch)
        let rescanned = try #require(try fixture.scan().pending.first { $0.referencePath == references.mismatch })
        #expect(throws: ReviewError.missingArtifact(role: "actual", path: item.manifest.artifacts.actual ?? "", manifest: item.manifestPath)) {
            try SnapshotReviewer().accept(rescanned)
        }
        #expect(fixture.read(references.mismatch) == before)
        #expect(FileManager.default.fileExists(atPath: item.manifestPath))
    }

    @Test func anInvalidActualIsNotAccepted() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let references = try fixture.makeStandardFailures()
        let item = try #require(try fixture.scan().pending.first { $0.referencePath == references.mismatch })
        try Data("truncated".utf8).write(to: URL(fileURLWithPath: try #require(item.actualPath)))
        let before = fixture.read(references.mismatch)
        let recorder = OutputRecorder()
        #expect(ReviewCommands.accept(selectors: [references.mismatch], all: false, force: false, locations: fixture.locations, output: recorder.output) == 1)
        #expect(recorder.err.contains("is not a valid snapshot") && recorder.err.contains("reference is unchanged"))
        #expect(fixture.read(references.mismatch) == before)
    }

    @Test func aReferenceThatMovedIsNotRecreatedWithoutForce() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let references = try fixture.makeStandardFailures()
        try FileManager.default.moveItem(atPath: references.mismatch, toPath: references.mismatch + ".moved")
        let item = try #require(try fixture.scan().pending.first { $0.referencePath == references.mismatch })
        let actualPath = try #require(item.actualPath)
        let actual = try Bitmap(pngData: try #require(fixture.read(actualPath))).pngData()
        let recorder = OutputRecorder()
        #expect(ReviewCommands.accept(selectors: [references.mismatch], all: false, force: false, locations: fixture.locations, output: recorder.output) == 1)
        #expect(recorder.err.contains("no longer exists") && recorder.err.contains("--force"))
        #expect(!FileManager.default.fileExists(atPath: references.mismatch))
        #expect(try SnapshotReviewer(force: true).accept(item) == .written(reference: references.mismatch))
        #expect(fixture.read(references.mismatch) == actual)
    }

    @Test func aReferenceChangedSinceTheRunIsNotOverwrittenWithoutForce() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let references = try fixture.makeStandardFailures()
        let item = try #require(try fixture.scan().pending.first { $0.referencePath == references.mismatch })
        let edited = try Bitmap.gradient(width: 48, height: 32, seed: 7).pngData()
        try edited.write(to: URL(fileURLWithPath: references.mismatch))
        #expect(throws: ReviewError.referenceChanged(reference: references.mismatch, manifest: item.manifestPath)) {
            try SnapshotReviewer().accept(item)
        }
        #expect(fixture.read(references.mismatch) == edited)
    }

    @Test func acceptingIntoAnUnwritableDirectoryLeavesEverythingAsItWas() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let references = try fixture.makeStandardFailures()
        let item = try #require(try fixture.scan().pending.first { $0.referencePath == references.mismatch })
        let before = try #require(fixture.read(references.mismatch))
        let directory = (references.mismatch as NSString).deletingLastPathComponent
        let recorder = OutputRecorder()
        if geteuid() == 0 {
            // Root ignores permission bits: make the write fail by putting a file where the
            // reference of a new snapshot would need a directory.
            let newItem = try #require(try fixture.scan().pending.first { $0.isNew })
            let blocker = fixture.root + "/__Snapshots__/Blocked"
            try Data().write(to: URL(fileURLWithPath: blocker))
            var moved = newItem
            moved.referencePath = blocker + "/Screens/new.png"
            #expect(throws: ReviewError.self) { try SnapshotReviewer().accept(moved) }
            do {
                try SnapshotReviewer().accept(moved)
            } catch {
                #expect(error.description.contains(blocker), "\(error)")
            }
            #expect(FileManager.default.fileExists(atPath: newItem.manifestPath), "the failure stays pending")
        } else {
            #expect(chmod(directory, 0o555) == 0)
            defer { _ = chmod(directory, 0o755) }
            #expect(ReviewCommands.accept(selectors: [references.mismatch], all: false, force: false, locations: fixture.locations, output: recorder.output) == 1)
            #expect(recorder.err.contains("cannot write \(references.mismatch): Permission denied"), "\(recorder.err)")
            #expect(fixture.read(references.mismatch) == before)
            #expect(FileManager.default.fileExists(atPath: item.manifestPath))
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tmp") }
            #expect(leftovers.isEmpty)
        }
    }

    @Test func aSecondReviewOfTheSameArtifactsIsRefused() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        try fixture.makeStandardFailures()
        let held = try ArtifactsLock(directory: fixture.artifacts)
        defer { held.release() }
        let recorder = OutputRecorder()
        #expect(ReviewCommands.review(locations: fixture.locations, keys: ScriptedKeySource([.acceptAll]), output: recorder.output) == 2)
        #expect(recorder.err.contains("another darkroom review (pid \(getpid())) is working on \(fixture.artifacts)"), "\(recorder.err)")
        #expect(try fixture.scan().pending.count == 3, "nothing was accepted")
        #expect(throws: ReviewError.locked(directory: fixture.artifacts, holder: "pid \(getpid())")) {
            try ArtifactsLock(directory: fixture.artifacts, waitSeconds: 0)
        }
        held.release()
        let again = try ArtifactsLock(directory: fixture.artifacts)
        again.release()
    }

    @Test func aNewSnapshotRecordedOutsideThisPackageIsNeverCreatedThere() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        try fixture.makeStandardFailures()
        let item = try #require(try fixture.scan().pending.first { $0.isNew })
        var manifest = item.manifest
        let foreign = "/nonexistent-ci-runner-\(UUID().uuidString)/custom-snapshots/new.png"
        manifest.referencePath = foreign
        try manifest.jsonData().write(to: URL(fileURLWithPath: item.manifestPath))
        // The scan names it and leaves it out, so no review can accept it, not even with --force.
        let scan = try fixture.scan()
        #expect(!scan.pending.contains { $0.manifestPath == item.manifestPath })
        #expect(scan.problems.contains { $0.path == item.manifestPath && $0.reason.contains("lies outside the package") })
        let recorder = OutputRecorder()
        _ = ReviewCommands.accept(selectors: [], all: true, force: true, locations: fixture.locations, output: recorder.output)
        let refused = PendingSnapshot(manifestPath: item.manifestPath, manifest: manifest, artifactsDirectory: fixture.artifacts, packageRoot: fixture.root)
        #expect(throws: ReviewError.self) { try SnapshotReviewer(force: true).accept(refused) }
        #expect(!FileManager.default.fileExists(atPath: (foreign as NSString).deletingLastPathComponent))
    }
}
