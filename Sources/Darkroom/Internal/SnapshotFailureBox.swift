/// Collects an error thrown by a strategy inside an ``Async`` callback, where it cannot be thrown
/// to `verifySnapshot` directly.
final class SnapshotFailureBox: Sendable {
    @TaskLocal static var current: SnapshotFailureBox?

    private let storage = LockedState<(any Error)?>(nil)

    func record(_ error: any Error) {
        storage.withLock { if $0 == nil { $0 = error } }
    }

    var error: (any Error)? {
        storage.withLock { $0 }
    }
}
