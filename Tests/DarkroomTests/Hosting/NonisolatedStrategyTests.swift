import Dispatch
import Foundation
import Rasterizer
import Testing
@testable import Darkroom

/// View strategies are callable from tests of every isolation: the drawing hops to the main actor, and a
/// blocked main queue is a failure that says how to write the test, never a deadlock.
@Suite struct NonisolatedStrategyTests {
    @Test func aNonisolatedSynchronousTestTakesAViewSnapshot() throws {
        let image = try snapshot(GreetingCard(name: "sync"), as: .image(size: CGSize(width: 200, height: 120)))
        #expect(image.width == 200 && image.height == 120)
    }

    @Test func aNonisolatedAsyncTestTakesTheSameSnapshotAsAMainActorOne() async throws {
        let card = GreetingCard(name: "async")
        let offMain = try snapshot(card, as: .image(on: .iPhoneSe))
        let onMain = try await MainActor.run { try snapshot(card, as: .image(on: .iPhoneSe)) }
        #expect(offMain == onMain)
    }

    @Test func layoutDumpsWorkFromAnyTest() throws {
        let dump = try snapshot(GreetingCard(name: "layout"), as: .layout)
        #expect(dump.contains("VStack"))
    }

    @Test func settingsFromWithSnapshotTestingReachTheMainActor() throws {
        // `withSnapshotTesting` is a task local: it must survive the hop to the main queue.
        let strict = withSnapshotTesting(strictSymbols: true) {
            try? snapshot(MissingSymbol(), as: .image)
        }
        let lenient = try? snapshot(MissingSymbol(), as: .image)
        #expect(strict == nil)
        #expect(lenient != nil)
    }

    @MainActor @Test func aBlockedMainQueueFailsWithAMessageInsteadOfDeadlocking() {
        let finished = DispatchSemaphore(value: 0)
        let outcome = LockedBox<String>()
        Thread.detachNewThread {
            do {
                _ = try MainActorSnapshot.run(waitingAtMost: 0.2) { 1 }
                outcome.set("ran")
            } catch {
                outcome.set("\(error)")
            }
            finished.signal()
        }
        // The main thread waits for the other thread, so the main queue cannot run its work.
        finished.wait()
        let message = outcome.get() ?? ""
        #expect(message.contains("mark the test (or its suite) @MainActor"), "\(message)")
        #expect(message.contains("0.2 s"))
    }
}

/// A value shared between a test and the thread it starts.
final class LockedBox<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    private let lock = NSLock()
    func set(_ newValue: Value) {
        lock.lock()
        value = newValue
        lock.unlock()
    }
    func get() -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
