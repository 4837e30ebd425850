import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers only ever see the old or the complete new contents: into a hidden
/// temporary file in the same directory, `fsync`, `rename` over the destination, then `fsync`
/// the directory.
enum AtomicFileWriter {
    static func writeAtomically(_ data: Data, to path: String) throws(ReviewError) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = "\(directory)/.\(name).darkroom-\(getpid())-\(counter.next()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .system("write", path) }
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
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw .system("write", path, failure)
        }
        let directoryDescriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// Creates a directory and its parents.
    static func createDirectory(_ path: String) throws(ReviewError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(operation: "create the directory", path: path, reason: ReviewError.reason(of: error))
        }
    }

    /// Removes a file; a file that is already gone is fine.
    static func remove(_ path: String) throws(ReviewError) {
        if unlink(path) != 0 && errno != ENOENT { throw .system("remove", path) }
    }

    /// Reads a whole regular file.
    static func read(_ path: String) throws(ReviewError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .uncached)
        } catch {
            throw .fileSystem(operation: "read", path: path, reason: ReviewError.reason(of: error))
        }
    }

    /// Whether a regular file exists at `path`.
    static func fileExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Whether a directory exists at `path`.
    static func directoryExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static let counter = AtomicCounter()
}

/// A thread-safe increasing counter for unique temporary names.
final class AtomicCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
