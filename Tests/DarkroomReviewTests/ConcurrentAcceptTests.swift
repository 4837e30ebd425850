import Foundation
import Rasterizer
import Testing
@testable import Darkroom
@testable import DarkroomReview

@Suite struct ConcurrentAcceptTests {
    @Test func twoAcceptsOfTheSameFailureLeaveAValidReferenceEqualToTheActual() throws {
        for round in 0..<4 {
            let fixture = try ReviewFixture("concurrent\(round)")
            defer { fixture.cleanUp() }
            let references = try fixture.makeStandardFailures()
            let item = try #require(try fixture.scan().pending.first { $0.referencePath == references.mismatch })
            let actualPath = try #require(item.actualPath)
            let actual = try Bitmap(pngData: try #require(fixture.read(actualPath))).pngData()
            let statuses = LockedStatuses()
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let recorder = OutputRecorder()
                let status =
                    index == 0
                    ? ReviewCommands.accept(selectors: [references.mismatch], all: false, force: false, locations: fixture.locations, output: recorder.output)
                    : ReviewCommands.accept(selectors: [], all: true, force: false, locations: fixture.locations, output: recorder.output)
                statuses.append(status, recorder.err)
            }
            // One accept does the work; the other either finds it done or (the selector one) finds nothing left.
            #expect(statuses.values.contains(0), "\(statuses.values)")
            let written = try #require(fixture.read(references.mismatch))
            #expect(written == actual)
            #expect(try Bitmap(pngData: written) == .gradient(width: 48, height: 32, seed: 2))
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.snapshots).filter { $0.hasPrefix(".") }
            #expect(leftovers.isEmpty)
            #expect(try fixture.scan().pending.isEmpty)
        }
    }

    @Test func acceptingTheSameItemTwiceFromStaleScansIsHarmless() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let references = try fixture.makeStandardFailures()
        let item = try #require(try fixture.scan().pending.first { $0.referencePath == references.mismatch })
        let results = LockedStatuses()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            do {
                let lock = try ArtifactsLock(directory: fixture.artifacts, waitSeconds: 10)
                defer { lock.release() }
                _ = try SnapshotReviewer().accept(item)
                results.append(0, "")
            } catch {
                results.append(1, String(describing: error))
            }
        }
        #expect(results.values.filter { $0 == 0 }.count == 1)
        #expect(results.messages.contains { $0.contains("already accepted or rejected") })
        #expect(try Bitmap(pngData: try #require(fixture.read(references.mismatch))) == .gradient(width: 48, height: 32, seed: 2))
    }
}

final class LockedStatuses: @unchecked Sendable {
    private let lock = NSLock()
    private var storedValues: [Int32] = []
    private var storedMessages: [String] = []

    func append(_ value: Int32, _ message: String) {
        lock.lock()
        storedValues.append(value)
        storedMessages.append(message)
        lock.unlock()
    }

    var values: [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return storedValues
    }
    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storedMessages
    }
}
