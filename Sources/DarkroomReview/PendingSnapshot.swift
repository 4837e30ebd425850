import Darkroom
import Foundation

/// One failure waiting for review: a manifest and the files it names, resolved on this machine.
///
/// Artifact paths in a manifest are absolute paths of the machine that ran the tests; when they
/// do not exist (artifacts downloaded from CI), the files beside the manifest with the same names
/// are used. A reference under `__Snapshots__` whose directory does not exist here is looked up in
/// the local package's `__Snapshots__`.
public struct PendingSnapshot: Sendable, Equatable {
    /// The manifest file.
    public var manifestPath: String
    /// The manifest.
    public var manifest: SnapshotFailureManifest
    /// The artifacts directory the manifest was found in.
    public var artifactsDirectory: String
    /// The reference file to accept into (maybe rebased onto the local package).
    public var referencePath: String
    /// The new snapshot, if its file exists.
    public var actualPath: String?
    /// The copy of the reference taken when the test ran, if it exists.
    public var referenceCopyPath: String?
    /// The diff, if it exists.
    public var diffPath: String?
    /// Whether the reference lies outside the local package in a directory that does not exist
    /// here (a path recorded on another machine that could not be mapped onto this package).
    public var isForeignReference: Bool

    public init(manifestPath: String, manifest: SnapshotFailureManifest, artifactsDirectory: String, packageRoot: String?) {
        self.manifestPath = manifestPath
        self.manifest = manifest
        self.artifactsDirectory = artifactsDirectory
        let folder = (manifestPath as NSString).deletingLastPathComponent
        func resolve(_ path: String?) -> String? {
            guard let path else { return nil }
            if AtomicFileWriter.fileExists(path) { return path }
            let beside = folder + "/" + (path as NSString).lastPathComponent
            return AtomicFileWriter.fileExists(beside) ? beside : nil
        }
        actualPath = resolve(manifest.artifacts.actual)
        referenceCopyPath = resolve(manifest.artifacts.reference)
        diffPath = resolve(manifest.artifacts.diff)
        let reference = Self.localReferencePath(manifest.referencePath, packageRoot: packageRoot)
        referencePath = reference
        if let packageRoot {
            isForeignReference = !reference.hasPrefix(packageRoot + "/")
                && !AtomicFileWriter.directoryExists((reference as NSString).deletingLastPathComponent)
        } else {
            isForeignReference = false
        }
    }

    /// The manifest's reference path, or the same path under the local package's `__Snapshots__`
    /// when the manifest's directory does not exist here (artifacts from another machine).
    static func localReferencePath(_ path: String, packageRoot: String?) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        guard !AtomicFileWriter.directoryExists(directory), let packageRoot,
              let range = path.range(of: "/__Snapshots__/", options: .backwards)
        else { return path }
        return packageRoot + "/__Snapshots__/" + path[range.upperBound...]
    }

    /// Whether this is a new snapshot without a reference.
    public var isNew: Bool { manifest.kind == .missing }

    /// The test's display name: suites and test, e.g. `LoginTests › loginScreen()`.
    public var testDisplayName: String {
        (manifest.test.suites + [manifest.test.name]).joined(separator: " › ")
            + (manifest.test.arguments.map { " (\($0))" } ?? "")
    }

    /// The test file's name without extension (`fileID`'s last component).
    public var testFileName: String {
        let file = (manifest.test.fileID as NSString).lastPathComponent
        return (file as NSString).deletingPathExtension
    }

    /// A stable identifier for the failure: `<TestFile>/<snapshot name>`.
    public var identifier: String { testFileName + "/" + manifest.snapshotName }

    /// Whether `selector` (a test name, `Suite.test`, a snapshot name, a test file name, or a path
    /// to the reference, the manifest, an artifact or a directory above them) names this failure.
    public func matches(_ selector: String, currentDirectory: String) -> Bool {
        let trimmed = selector.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return false }
        let test = manifest.test
        let bareName = test.name.hasSuffix("()") ? String(test.name.dropLast(2)) : test.name
        var names: Set<String> = [test.name, bareName, manifest.snapshotName, identifier, testFileName]
        if !test.suites.isEmpty {
            let suites = test.suites.joined(separator: ".")
            for name in [test.name, bareName] {
                names.insert(suites + "." + name)
                names.insert(suites + "/" + name)
                names.insert(testFileName + "." + suites + "." + name)
            }
        }
        if names.contains(trimmed) || names.contains(trimmed.hasSuffix("()") ? String(trimmed.dropLast(2)) : trimmed) {
            return true
        }
        let path = ReviewLocations.absolutePath(trimmed, relativeTo: currentDirectory)
        let files = [referencePath, manifest.referencePath, manifestPath, actualPath, diffPath, referenceCopyPath].compactMap { $0 }
        return files.contains { $0 == path || $0.hasPrefix(path + "/") }
    }
}
