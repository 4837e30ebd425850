import Dispatch
import Foundation

/// Runs a view strategy's work on the main actor, where views live (as SwiftUI's do), from any test.
///
/// Strategies carry no actor isolation, as swift-snapshot-testing's do, so a plain `func test…()` in an
/// `XCTestCase` or a Swift Testing `@Test` without `@MainActor` can call them. On the main queue (XCTest on
/// Linux runs test methods on the main thread; `@MainActor` tests) the work runs in place. From any other
/// thread it is handed to the main queue and the caller waits for it; when the main queue does not start
/// it within ``mainQueueWait`` (its thread is blocked, for example waiting for this very test), the
/// snapshot fails with ``ViewSnapshotIsolationError`` saying how to write the test — it never deadlocks.
enum MainActorSnapshot {
    /// How long a caller off the main queue waits, by default, for the main queue to start the work. A parallel
    /// Swift Testing run queues the jobs of every main-actor test on the main queue at once, so a hop from a
    /// nonisolated test can wait behind most of the suite (over a minute in this repository's own run): only a
    /// main queue that starts nothing for ten minutes is reported as blocked.
    static let mainQueueWait: TimeInterval = 600

    static func run<T: Sendable>(waitingAtMost mainQueueWait: TimeInterval = mainQueueWait, _ work: @MainActor () throws -> T) throws -> T {
        if isOnMainQueue { return try MainActor.assumeIsolated(work) }
        // Task-local settings (`withSnapshotTesting`, the Swift Testing trait) do not cross to the main
        // queue: resolve them here and bind them again there.
        let settings = SnapshotTestingConfiguration.current ?? SnapshotTraitLookup.configurationFromTraits()
        let waiting = OneShotTasks.current
        return try withoutActuallyEscaping(work) { work in
            let hop = MainQueueHop<T>(work: {
                try SnapshotTestingConfiguration.$current.withValue(settings) {
                    try OneShotTasks.$current.withValue(waiting) { try work() }
                }
            })
            return try hop.run(waitingAtMost: mainQueueWait)
        }
    }

    /// Whether the caller runs on the main queue, which the main actor uses (on Linux a test runner may
    /// drain it on a thread other than the process's first one).
    static var isOnMainQueue: Bool {
        if Thread.isMainThread { return true }
        _ = markMainQueue
        return DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    fileprivate static let mainQueueKey = DispatchSpecificKey<Bool>()

    private static let markMainQueue: Void = {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    }()
}

/// One piece of main-actor work handed to the main queue by a thread that waits for it. The work starts
/// only if the waiter has not given up; a waiter that gives up drops the work, so a timed-out snapshot
/// never runs behind the test's back. The waiting thread is blocked while the work runs, so the values it
/// captured are never used by two threads at once.
private final class MainQueueHop<T: Sendable>: @unchecked Sendable {
    private let pending: LockedState<(@MainActor () throws -> T)?>
    private let started = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private var result: Result<T, any Error>?

    init(work: @escaping @MainActor () throws -> T) {
        pending = LockedState(work)
    }

    func run(waitingAtMost seconds: TimeInterval) throws -> T {
        DispatchQueue.main.async { self.perform() }
        if started.wait(timeout: .now() + seconds) == .timedOut {
            // Give up unless the main queue took the work in the meantime.
            let dropped = pending.withLock { work -> Bool in
                guard work != nil else { return false }
                work = nil
                return true
            }
            if dropped { throw ViewSnapshotIsolationError(waited: seconds) }
        }
        finished.wait()
        return try result!.get()
    }

    private func perform() {
        do {
            // The work is released before the waiter resumes (it leaves `withoutActuallyEscaping`).
            guard
                let work = pending.withLock({ work in
                    defer { work = nil }
                    return work
                })
            else { return }
            started.signal()
            result = Result { try MainActor.assumeIsolated(work) }
        }
        finished.signal()
    }
}

/// A view snapshot was taken off the main actor while the main queue was blocked.
struct ViewSnapshotIsolationError: Error, CustomStringConvertible {
    var waited: TimeInterval

    var description: String {
        """
        View snapshots are taken on the main actor, where views live, and the main queue did not run this \
        one within \(waited) s (its thread is \
        blocked, perhaps waiting for this test). Take the snapshot on the main actor: mark the test (or its \
        suite) @MainActor, or call assertSnapshot from a plain test method, which XCTest runs on the main thread.
        """
    }
}
