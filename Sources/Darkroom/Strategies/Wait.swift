import Foundation

extension Snapshotting {
    /// Waits `duration` seconds, then snapshots with `strategy`: for values that settle
    /// asynchronously (an animation, work scheduled on the main queue). A view's `.task` bodies then get up to
    /// `duration` more with the main run loop running; in a test on the main actor they cannot go on (the test holds
    /// the main actor), so they are drawn at their first suspension (README, "What runs before the picture").
    ///
    /// On the main thread the main run loop keeps running while it waits, so work scheduled with
    /// `DispatchQueue.main.async(After:)` or timers happens before the snapshot is taken.
    ///
    /// ```swift
    /// assertSnapshot(of: model, as: .wait(for: 0.5, on: .dump))
    /// ```
    public static func wait(for duration: TimeInterval, on strategy: Self) -> Self {
        Self(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { value in
            Async.failable { callback in
                SnapshotWait.wait(seconds: duration)
                // A view's `.task` bodies get the same time to finish before it is drawn (one-shot renders
                // otherwise stop them at their first suspension).
                SnapshotWait.lettingTasksRun(for: duration) {
                    do {
                        try strategy.snapshot(value).runResult(callback)
                    } catch {
                        callback(.failure(error))
                    }
                }
            }
        }
    }
}

/// The waiting of ``Snapshotting/wait(for:on:)``.
enum SnapshotWait {
    /// Performs `body` with one-shot renders on the main thread letting `.task` bodies run for up to `seconds`.
    static func lettingTasksRun(for seconds: TimeInterval, _ body: () -> Void) {
        guard Thread.isMainThread else { return body() }
        OneShotTasks.waiting(seconds, body)
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
