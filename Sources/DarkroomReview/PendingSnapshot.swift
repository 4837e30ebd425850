import SnapshotArtifacts
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
    /// Why this failure may not be accepted or rejected (a reference outside the package's
    /// `__Snapshots__`, a symbolic link, an actual of another kind than its reference), or nil.
    public var refusal: String?

    public init(manifestPath: String, manifest: SnapshotFailureManifest, artifactsDirectory: String, packageRoot: String?) {
        self.manifestPath = manifestPath
        self.manifest = manifest
        self.artifactsDirectory = artifactsDirectory
        let folder = (manifestPath as NSString).deletingLastPathComponent
        // Artifacts are only taken from inside the artifacts directory, as regular files (a
        // manifest naming a file elsewhere, or a symbolic link, gets the file beside it or nothing).
        func usable(_ path: String) -> Bool {
            ReviewContainment.isRegularFile(path) && ReviewContainment.isInside(path, artifactsDirectory)
        }
        func resolve(_ path: String?) -> String? {
            guard let path, !path.isEmpty else { return nil }
            if path.hasPrefix("/"), usable(path) { return path }
            let name = (path as NSString).lastPathComponent
            guard !name.isEmpty, name != ".", name != ".." else { return nil }
            let beside = folder + "/" + name
            return usable(beside) ? beside : nil
        }
        actualPath = resolve(manifest.artifacts.actual)
        referenceCopyPath = resolve(manifest.artifacts.reference)
        diffPath = resolve(manifest.artifacts.diff)
        let reference = Self.localReferencePath(manifest.referencePath, packageRoot: packageRoot)
        referencePath = reference
        refusal =
            ReviewContainment.referenceProblem(reference, packageRoot: packageRoot)
            ?? Self.artifactProblem(manifest: manifest, referencePath: reference)
        if let packageRoot {
            isForeignReference =
                !reference.hasPrefix(packageRoot + "/") && reference.hasPrefix("/")
                && !ReviewFileSystem.directoryExists((reference as NSString).deletingLastPathComponent)
        } else {
            isForeignReference = false
        }
    }

    /// A manifest whose actual snapshot is not of the reference's kind (by path extension).
    static func artifactProblem(manifest: SnapshotFailureManifest, referencePath: String) -> String? {
        guard let actual = manifest.artifacts.actual else { return nil }
        if ReviewContainment.namesPNG(referencePath) && !ReviewContainment.namesPNG(actual) {
            return "the actual snapshot \(actual) is not a .png but its reference \(referencePath) is"
        }
        return nil
    }

    /// The manifest's reference path, or the same path under the local package's `__Snapshots__`
    /// when the manifest's directory does not exist here (artifacts from another machine).
    static func localReferencePath(_ path: String, packageRoot: String?) -> String {
        // A relative path is refused later (`ReviewContainment.referenceProblem`); it is not
        // resolved here: Foundation's `deletingLastPathComponent` crashes on some (" ", found by fuzzing).
        guard path.hasPrefix("/") else { return path }
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        let directory = (path as NSString).deletingLastPathComponent
        guard !ReviewFileSystem.directoryExists(directory), let packageRoot,
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
