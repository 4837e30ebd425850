import SnapshotArtifacts
import Foundation

/// Where a review looks: the package root (found from the current directory) and the artifacts
/// directories — given explicitly, else `$SNAPSHOT_ARTIFACTS` (several separated by `:`), else
/// `<package root>/.build/snapshot-artifacts`.
public struct ReviewLocations: Sendable, Equatable {
    /// The package root, when one was found.
    public var packageRoot: String?
    /// The artifacts directories, absolute and in the order given.
    public var artifactsDirectories: [String]

    public init(packageRoot: String?, artifactsDirectories: [String]) {
        self.packageRoot = packageRoot
        self.artifactsDirectories = artifactsDirectories
    }

    /// Resolves the locations for a command.
    public static func resolve(
        artifacts explicit: [String],
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ReviewError) -> ReviewLocations {
        let root = packageRoot(startingAt: currentDirectory)
        var directories = explicit
        if directories.isEmpty, let value = environment[SnapshotArtifacts.environmentVariable], !value.isEmpty {
            directories = value.split(separator: ":").map(String.init)
        }
        if directories.isEmpty {
            guard let root else { throw .noPackageRoot(startingAt: currentDirectory) }
            directories = [SnapshotArtifacts.defaultDirectory(packageRoot: root)]
        }
        var seen = Set<String>()
        let absolute = directories.map { absolutePath($0, relativeTo: currentDirectory) }.filter { seen.insert($0).inserted }
        return ReviewLocations(packageRoot: root, artifactsDirectories: absolute)
    }

    /// The nearest directory at or above `start` holding `Package.swift`.
    public static func packageRoot(startingAt start: String) -> String? {
        var directory = absolutePath(start, relativeTo: FileManager.default.currentDirectoryPath)
        while true {
            if ReviewFileSystem.fileExists(directory + "/Package.swift") { return directory }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory || parent.isEmpty { return nil }
            directory = parent
        }
    }

    /// `path` made absolute against `base` and standardised (no `.`/`..`, no trailing slash).
    public static func absolutePath(_ path: String, relativeTo base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}
