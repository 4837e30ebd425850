import SnapshotArtifacts
import Foundation

/// The failures found in one or more artifacts directories.
///
/// A manifest is *pending* unless a later run passed its reference (then it is *outdated*: the
/// test was fixed or re-recorded since). Manifests that cannot be read are reported as problems,
/// never silently dropped.
public struct ArtifactsScan: Sendable {
    /// A manifest that could not be used.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Failures to review, sorted by artifacts directory then manifest path.
    public var pending: [PendingSnapshot]
    /// Failures a later run has passed.
    public var outdated: [PendingSnapshot]
    /// Manifests that could not be read.
    public var problems: [Problem]
    /// The run history of each artifacts directory, in the order scanned.
    public var histories: [RunHistory]
    /// The directories scanned that do not exist.
    public var missingDirectories: [String]

    /// Scans the directories.
    public init(locations: ReviewLocations) throws(ReviewError) {
        pending = []
        outdated = []
        problems = []
        histories = []
        missingDirectories = []
        for directory in locations.artifactsDirectories {
            guard ReviewFileSystem.directoryExists(directory) else {
                missingDirectories.append(directory)
                continue
            }
            let history = try RunHistory(artifactsDirectory: directory)
            histories.append(history)
            for path in try Self.manifestPaths(in: directory) {
                let manifest: SnapshotFailureManifest
                guard let size = ReviewContainment.fileSize(path) else {
                    problems.append(Problem(path: path, reason: "not a regular file (a symbolic link?); delete it"))
                    continue
                }
                guard size <= ReviewContainment.maximumManifestBytes else {
                    problems.append(
                        Problem(
                            path: path,
                            reason: "\(size) bytes is too large for a failure manifest (at most \(ReviewContainment.maximumManifestBytes)); delete it or re-run the test"))
                    continue
                }
                do {
                    let data = try ReviewFileSystem.read(path)
                    manifest = try SnapshotFailureManifest(jsonData: data)
                } catch let error as ReviewError {
                    problems.append(Problem(path: path, reason: error.description))
                    continue
                } catch {
                    problems.append(Problem(path: path, reason: "not a valid failure manifest (\(Self.decodingReason(error))); delete it or re-run the test"))
                    continue
                }
                guard manifest.version == SnapshotFailureManifest.currentVersion else {
                    problems.append(
                        Problem(
                            path: path,
                            reason:
                                "manifest version \(manifest.version) is not supported (this darkroom reads version \(SnapshotFailureManifest.currentVersion)); use the darkroom of the same Darkroom release"
                        ))
                    continue
                }
                let snapshot = PendingSnapshot(manifestPath: path, manifest: manifest, artifactsDirectory: directory, packageRoot: locations.packageRoot)
                if let refusal = snapshot.refusal {
                    problems.append(Problem(path: path, reason: "refused: \(refusal); delete the manifest or re-run the test"))
                    continue
                }
                if history.isSuperseded(referencePath: manifest.referencePath, runID: manifest.runID) {
                    outdated.append(snapshot)
                } else {
                    pending.append(snapshot)
                }
            }
        }
    }

    /// Every `*.manifest.json` one level below `directory` (`<TestFile>/<snapshot>.manifest.json`), sorted.
    static func manifestPaths(in directory: String) throws(ReviewError) -> [String] {
        let fileManager = FileManager.default
        let folders: [String]
        do {
            folders = try fileManager.contentsOfDirectory(atPath: directory)
        } catch {
            throw .fileSystem(operation: "list", path: directory, reason: ReviewError.reason(of: error))
        }
        var paths: [String] = []
        for folder in folders.sorted() where folder != "runs" && !folder.hasPrefix(".") {
            let folderPath = directory + "/" + folder
            guard !ReviewContainment.isSymbolicLink(folderPath), ReviewFileSystem.directoryExists(folderPath),
                let names = try? fileManager.contentsOfDirectory(atPath: folderPath)
            else { continue }
            for name in names.sorted() where name.hasSuffix(".manifest.json") && !name.hasPrefix(".") {
                paths.append(folderPath + "/" + name)
            }
        }
        return paths
    }

    private static func decodingReason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: return "missing field \"\(key.stringValue)\""
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case .dataCorrupted(let context)?:
            return context.codingPath.isEmpty ? "not JSON" : "bad value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: return String(describing: error)
        }
    }
}
