/// Numbers the unnamed assertions of each test: 1, 2, 3… per (snapshot directory, test identity).
///
/// Thread-safe. The `.snapshots` trait installs a fresh counter for each test so that repeated
/// runs of a test start again at 1; XCTest runs reset the shared counter after each test case.
final class SnapshotCounter: Sendable {
    @TaskLocal static var current = shared

    static let shared = SnapshotCounter()

    private let counts = LockedState<[String: Int]>([:])

    /// The next number for `key`, starting at 1.
    func next(for key: String) -> Int {
        counts.withLock { counts in
            let next = counts[key, default: 0] + 1
            counts[key] = next
            return next
        }
    }

    /// Forgets every count.
    func reset() {
        counts.withLock { $0.removeAll() }
    }
}
