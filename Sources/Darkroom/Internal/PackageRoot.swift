import Foundation

/// Finds the package root of a test file: the nearest directory above it that holds `Package.swift`.
/// Results are cached per directory.
enum PackageRoot {
    private static let cache = LockedState<[String: String?]>([:])

    /// The package root for the file at `filePath`, or `nil` when no ancestor holds `Package.swift`.
    static func containing(filePath: String) -> String? {
        let start = (filePath as NSString).deletingLastPathComponent
        if let cached = cache.withLock({ $0[start] }) { return cached }
        var directory = start
        var found: String?
        while !directory.isEmpty {
            if SnapshotFileSystem.fileExists(directory + "/Package.swift") {
                found = directory
                break
            }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory { break }
            directory = parent
        }
        cache.withLock { $0[start] = .some(found) }
        return found
    }
}
