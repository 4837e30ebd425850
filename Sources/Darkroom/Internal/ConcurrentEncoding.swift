import Foundation

/// Lets a diffing strategy start encoding the new snapshot on another thread as soon as it knows
/// the assertion fails, so that encoding it (for the failure artifacts) overlaps with computing
/// and encoding the diff. `verifySnapshot` installs one per assertion and takes the bytes when it
/// writes the artifacts.
final class ConcurrentEncoding: @unchecked Sendable {
    @TaskLocal static var current: ConcurrentEncoding?

    private let lock = NSLock()
    private var started = false
    private var result: Data?
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `work` on a new thread (once per assertion; later calls are ignored).
    func start(_ work: @escaping @Sendable () -> Data?) {
        lock.lock()
        guard !started else { lock.unlock(); return }
        started = true
        lock.unlock()
        let thread = Thread { [self] in
            let data = work()
            lock.lock()
            result = data
            lock.unlock()
            finished.signal()
        }
        thread.start()
    }

    /// The encoded bytes, waiting for them if the encoding is still running; nil if none was started
    /// or it failed (the caller then encodes itself).
    func take() -> Data? {
        lock.lock()
        let wasStarted = started
        lock.unlock()
        guard wasStarted else { return nil }
        finished.wait()
        finished.signal()
        lock.lock()
        defer { lock.unlock() }
        return result
    }
}
