import Foundation

/// How long a one-shot render lets the `.task` bodies of the view it draws run: `0` (the default) stops each at its
/// first suspension; `.wait(for:on:)` sets its duration while it snapshots, and the host runs the main run loop for
/// up to that long while tasks are running (they only go on when the main actor is free, not in a main-actor test).
package enum OneShotTasks {
    /// Set and read on the main thread only (renders run on the main actor; `.wait(for:on:)` sets it there).
    nonisolated(unsafe) package static var waitingTime: TimeInterval = 0

    /// Performs `body` with `waitingTime` set to `seconds` (on the main thread).
    package static func waiting<T>(_ seconds: TimeInterval, _ body: () throws -> T) rethrows -> T {
        let saved = waitingTime
        waitingTime = seconds
        defer { waitingTime = saved }
        return try body()
    }
}
