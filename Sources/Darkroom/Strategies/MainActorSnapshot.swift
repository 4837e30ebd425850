import Dispatch
import Foundation

/// Runs a view strategy's work on the main actor, where views live (as SwiftUI's do). Snapshot functions
/// are called synchronously by `assertSnapshot`, so this checks that the caller is on the main thread and
/// otherwise fails with an error saying what to do, instead of crashing.
enum MainActorSnapshot {
    static func run<T: Sendable>(_ work: @MainActor () throws -> T) throws -> T {
        guard isOnMainQueue else { throw ViewSnapshotIsolationError() }
        return try MainActor.assumeIsolated(work)
    }

    /// Whether the caller runs on the main queue, which the main actor uses (on Linux a test runner may
    /// drain it on a thread other than the process's first one).
    private static var isOnMainQueue: Bool {
        if Thread.isMainThread { return true }
        _ = markMainQueue
        return DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    private static let mainQueueKey = DispatchSpecificKey<Bool>()

    private static let markMainQueue: Void = {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    }()
}

/// A view snapshot was taken off the main actor.
struct ViewSnapshotIsolationError: Error, CustomStringConvertible {
    var description: String {
        "View snapshots are taken on the main actor, where views live: mark the test (or its suite) @MainActor."
    }
}
