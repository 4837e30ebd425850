import Foundation

/// A value guarded by a mutex (`NSLock`, which is available on every platform the package supports).
final class LockedState<State>: @unchecked Sendable {
    private var state: State
    private let lock = NSLock()

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
