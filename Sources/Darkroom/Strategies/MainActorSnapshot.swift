import Foundation

/// Runs a view strategy's work on the main actor, where views live (as SwiftUI's do). Snapshot functions
/// are called synchronously by `assertSnapshot`, so this checks that the caller is on the main thread and
/// otherwise fails with an error saying what to do, instead of crashing.
enum MainActorSnapshot {
    static func run<T: Sendable>(_ work: @MainActor () throws -> T) throws -> T {
        guard Thread.isMainThread else { throw ViewSnapshotIsolationError() }
        return try MainActor.assumeIsolated(work)
    }
}

/// A view snapshot was taken off the main actor.
struct ViewSnapshotIsolationError: Error, CustomStringConvertible {
    var description: String {
        "View snapshots are taken on the main actor, where views live: mark the test (or its suite) @MainActor."
    }
}
