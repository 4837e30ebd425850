import Foundation
import SnapshotArtifacts
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file operations of snapshot assertions, with errors that name the path and the system's
/// reason.
enum SnapshotFileSystem {
    /// Writes `data` to `path` atomically through SnapshotArtifacts' `AtomicFileWriter`: readers — and an
    /// interrupted run — only ever see the old file or the complete new one. `durable` also flushes the file and
    /// its directory to disk (for references, which must survive a power loss); artifacts skip that.
    static func writeAtomically(_ data: Data, to path: String, durable: Bool = true) throws(SnapshotError) {
        do {
            try AtomicFileWriter.writeAtomically(data, to: path, durable: durable)
        } catch {
            throw .fileSystem(operation: error.operation, path: error.path, reason: error.reason)
        }
    }

    /// Creates a directory and its parents.
    static func createDirectory(_ path: String) throws(SnapshotError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(operation: "create the directory", path: path, reason: reason(of: error))
        }
    }

    /// Reads a whole file.
    static func read(_ path: String) throws(SnapshotError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .uncached)
        } catch {
            throw .fileSystem(operation: "read", path: path, reason: reason(of: error))
        }
    }

    /// Whether a regular file (or a link to one) exists at `path`.
    static func fileExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Appends one line to a file, creating it if needed, with a single `write` on an `O_APPEND`
    /// descriptor (so concurrent appenders never interleave within a line).
    static func appendLine(_ line: String, to path: String) throws(SnapshotError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .fileSystem(operation: "append to", path: path, reason: systemReason())
        }
        defer { close(descriptor) }
        let bytes = Array((line + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written != bytes.count {
            throw .fileSystem(operation: "append to", path: path, reason: systemReason())
        }
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }

    /// A readable reason for a Foundation file error, preferring the POSIX one.
    static func reason(of error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(nsError.code)))
        }
        return nsError.localizedDescription
    }
}
