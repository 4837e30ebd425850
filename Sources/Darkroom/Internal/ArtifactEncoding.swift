import Foundation

/// Lets a diffing strategy say how the new snapshot of a failing assertion is encoded for its
/// artifacts (the image strategy uses fast scratch settings, not the reference's). `verifySnapshot`
/// installs one per assertion; the strategy hands it the encoding once it knows the comparison
/// fails, and the artifacts writer runs it — on the calling thread, so that a mismatch costs no
/// more CPU than its work: encoding on another thread meanwhile was measured slower in CPU on a
/// busy two-core machine (the two threads slow each other down) and no faster in wall time.
final class ArtifactEncoding: @unchecked Sendable {
    @TaskLocal static var current: ArtifactEncoding?

    private let lock = NSLock()
    private var work: (@Sendable () throws -> Data)?

    /// Sets how the actual snapshot is encoded (the first call wins).
    func provide(_ work: @escaping @Sendable () throws -> Data) {
        lock.lock()
        defer { lock.unlock() }
        if self.work == nil { self.work = work }
    }

    /// The encoded bytes; nil if the strategy provided no encoding or it failed (the caller then
    /// encodes at the reference settings itself).
    func take() -> Data? {
        lock.lock()
        let work = self.work
        lock.unlock()
        return try? work?()
    }
}
