import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Darkroom's one atomic file writer, used for references, artifacts, manifests and run records (snapshot
/// assertions) and for accepted references and reports (`darkroom`).
///
/// The data goes into a hidden temporary file in the same directory (`.<name>.darkroom-<pid>-<n>.tmp`), then is
/// renamed over the destination: readers — and an interrupted run — only ever see the old file or the complete new
/// one. `durable` also flushes the file to disk before the rename and the directory after it (for references, which
/// must survive a power loss); scratch artifacts skip that, since the rename alone already hides half-written files.
package enum AtomicFileWriter {
    /// A file operation that failed: what was tried, on which path, and the system's reason.
    package struct Failure: Error, Sendable {
        package var operation: String
        package var path: String
        package var reason: String
    }

    /// Writes `data` to `path` atomically (see the type's documentation).
    package static func writeAtomically(_ data: Data, to path: String, durable: Bool = true) throws(Failure) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = "\(directory.isEmpty ? "." : directory)/.\(name).darkroom-\(getpid())-\(counter.next()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(operation: "write", path: path, reason: systemReason(errno)) }
        var failure: Int32?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == nil, durable, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw Failure(operation: "write", path: path, reason: systemReason(failure))
        }
        guard durable else { return }
        let directoryDescriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// The system's message for an `errno` value.
    package static func systemReason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    private static let counter = Counter()

    /// A thread-safe increasing counter for unique temporary names.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
