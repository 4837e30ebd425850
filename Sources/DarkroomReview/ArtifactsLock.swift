import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory `flock(2)` lock on an artifacts directory (`<artifacts>/.darkroom-review.lock`),
/// so that two reviews never act on the same failures at once. The file holds the holder's pid.
/// The lock is released by ``release()`` or when the process exits.
public final class ArtifactsLock {
    /// The lock file's name inside the artifacts directory.
    public static let fileName = ".darkroom-review.lock"

    private var descriptor: Int32
    /// The locked directory.
    public let directory: String

    /// Locks `directory`. With `waitSeconds` 0, fails at once when another process holds the lock;
    /// otherwise retries until that many seconds have passed.
    public init(directory: String, waitSeconds: Double = 0) throws(ReviewError) {
        self.directory = directory
        let path = directory + "/" + Self.fileName
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .system("create the lock file", path) }
        let deadline = Date().addingTimeInterval(waitSeconds)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK, Date() < deadline else {
                let holder = Self.holder(descriptor: descriptor)
                close(descriptor)
                if code == EWOULDBLOCK { throw .locked(directory: directory, holder: holder) }
                throw .system("lock", path, code)
            }
            usleep(20_000)
        }
        self.descriptor = descriptor
        let text = Array("pid \(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// Releases the lock (idempotent).
    public func release() {
        guard descriptor >= 0 else { return }
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }

    private static func holder(descriptor: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return "unknown process" }
        return String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
