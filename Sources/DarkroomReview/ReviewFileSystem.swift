import Foundation
import SnapshotArtifacts
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The review's file operations, with errors that name the path and the system's reason; writes go through
/// SnapshotArtifacts' `AtomicFileWriter`, durably.
enum ReviewFileSystem {
    /// Writes `data` to `path` atomically and durably (see `AtomicFileWriter`).
    static func writeAtomically(_ data: Data, to path: String) throws(ReviewError) {
        do {
            try AtomicFileWriter.writeAtomically(data, to: path, durable: true)
        } catch {
            throw .fileSystem(operation: error.operation, path: error.path, reason: error.reason)
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
}
