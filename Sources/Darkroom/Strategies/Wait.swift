import Foundation

extension Snapshotting {
    /// Waits `duration` seconds, then snapshots with `strategy`: for values that settle
    /// asynchronously (an animation, work scheduled on the main queue). A view's `.task` bodies then get up to
    /// `duration` more to finish, with the main actor free to run them, and what its schedulers deliver within
    /// `duration` of virtual time is drawn (README, "What runs before the picture").
    ///
    /// On the main thread the main run loop keeps running while it waits, so work scheduled with
    /// `DispatchQueue.main.async(After:)` or timers happens before the snapshot is taken. A test that holds the
    /// main actor (`@MainActor`) cannot let a view's tasks go on: the snapshot then fails saying how to write the test.
    ///
    /// ```swift
    /// assertSnapshot(of: model, as: .wait(for: 0.5, on: .dump))
    /// ```
    public static func wait(for duration: TimeInterval, on strategy: Self) -> Self {
        Self(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { value in
            Async.failable { callback in
                SnapshotWait.wait(seconds: duration)
                SnapshotWait.snapshot(value, with: strategy, lettingTasksRunFor: duration, callback)
            }
        }
    }
}

/// The waiting of ``Snapshotting/wait(for:on:)``.
enum SnapshotWait {
    /// Snapshots `value` with `strategy`, the `.task` bodies of the views it draws running for up to `seconds` and
    /// their schedulers' clocks moved forward by `seconds` first.
    ///
    /// On the main queue the render waits in place, running the main run loop (a plain XCTest method; a test holding
    /// the main actor gets `WaitForTasksError` when a task is still running). Off the main queue (a nonisolated
    /// `@Test`, a nonisolated async test) a first render parks each view's host with its tasks started, this thread
    /// waits while the main queue runs them, and a second render of the same value draws the parked hosts.
    static func snapshot<Value, Format>(
        _ value: Value, with strategy: Snapshotting<Value, Format>, lettingTasksRunFor seconds: TimeInterval,
        _ callback: @escaping (Result<Format, any Error>) -> Void
    ) {
        func run(_ waiting: OneShotTasks.Waiting, _ callback: @escaping (Result<Format, any Error>) -> Void) {
            OneShotTasks.$current.withValue(waiting) {
                do {
                    try strategy.snapshot(value).runResult(callback)
                } catch {
                    callback(.failure(error))
                }
            }
        }
        guard !MainActorSnapshot.isOnMainQueue else { return run(OneShotTasks.Waiting(seconds: seconds), callback) }
        let parked = OneShotTasks.ParkedHosts()
        defer { try? MainActorSnapshot.run { parked.cancelAll() } }
        let first = LockedState<Result<Format, any Error>?>(nil)
        run(OneShotTasks.Waiting(seconds: seconds, parked: parked)) { result in first.withLock { $0 = result } }
        // Nothing parked (no view with tasks, or not a view strategy): the first snapshot is the one.
        let parkedNothing = (try? MainActorSnapshot.run { parked.isEmpty }) ?? true
        if parkedNothing, let result = first.withLock({ $0 }) { return callback(result) }
        // The tasks get `seconds` of time with the main queue free: the pauses between polls count, not the time a
        // poll waited for the main queue (busy with other tests, it runs no task of this view either).
        let pause = DispatchSemaphore(value: 0)
        var waited: TimeInterval = 0
        do {
            while waited < seconds {
                // A busy main queue (a full parallel run of main-actor tests) may take long to get to a poll: only a
                // blocked one is an error here (``MainActorSnapshot/mainQueueWait``).
                if try MainActorSnapshot.run({ try parked.poll() }) { break }
                let start = Date()
                _ = pause.wait(timeout: .now() + .milliseconds(10))
                waited += Date().timeIntervalSince(start)
            }
        } catch {
            return callback(.failure(error))
        }
        parked.isResuming = true
        run(OneShotTasks.Waiting(seconds: seconds, parked: parked), callback)
    }

    /// Lets `seconds` pass; on the main thread the main run loop (and so the main queue) runs meanwhile.
    static func wait(seconds: TimeInterval) {
        let deadline = Date(timeIntervalSinceNow: max(0, seconds))
        if Thread.isMainThread {
            repeat {
                _ = RunLoop.main.run(mode: .default, before: deadline)
            } while Date() < deadline
        } else {
            let done = DispatchSemaphore(value: 0)
            _ = done.wait(timeout: .now() + max(0, seconds))
        }
    }
}
