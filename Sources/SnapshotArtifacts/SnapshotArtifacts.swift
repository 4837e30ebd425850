import Foundation

/// The artifacts directory that failing assertions write to, for tools such as `darkroom review`.
///
/// Layout (all under `$SNAPSHOT_ARTIFACTS`, default `<package root>/.build/snapshot-artifacts`):
///
/// ```
/// <TestFile>/<snapshot>.actual.<ext>       the new snapshot
/// <TestFile>/<snapshot>.reference.<ext>    a copy of the reference when the test ran
/// <TestFile>/<snapshot>.diff.png           the diff image (.diff.patch for text)
/// <TestFile>/<snapshot>.manifest.json      a SnapshotFailureManifest
/// runs/<run-id>/touched-<pid>.txt          the references each test process touched (SnapshotRunRecord)
/// ```
///
/// `<snapshot>` is the reference's file name without its extension, e.g. `Suite.test.1`.
public enum SnapshotArtifacts {
    /// The environment variable that chooses the directory.
    public static let environmentVariable = "SNAPSHOT_ARTIFACTS"

    /// The default directory for a package: `<package root>/.build/snapshot-artifacts`.
    public static func defaultDirectory(packageRoot: String) -> String {
        packageRoot + "/.build/snapshot-artifacts"
    }

    /// The directory in effect: `$SNAPSHOT_ARTIFACTS`, else the package's default.
    public static func directory(packageRoot: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let value = environment[environmentVariable], !value.isEmpty { return value }
        return defaultDirectory(packageRoot: packageRoot)
    }

    /// Every manifest under `directory` (sorted by path), optionally only those of one run.
    /// Unreadable or unknown-version manifests are skipped.
    public static func manifests(in directory: String, runID: String? = nil) throws -> [(path: String, manifest: SnapshotFailureManifest)] {
        let fileManager = FileManager.default
        var results: [(path: String, manifest: SnapshotFailureManifest)] = []
        for testFile in try fileManager.contentsOfDirectory(atPath: directory).sorted() where testFile != "runs" {
            let folder = directory + "/" + testFile
            guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where name.hasSuffix(".manifest.json") && !name.hasPrefix(".") {
                let path = folder + "/" + name
                guard let data = fileManager.contents(atPath: path),
                    let manifest = try? SnapshotFailureManifest(jsonData: data),
                    manifest.version == SnapshotFailureManifest.currentVersion,
                    runID == nil || manifest.runID == runID
                else { continue }
                results.append((path, manifest))
            }
        }
        return results
    }

    /// The ids of the recorded runs, oldest first (by the run directory's modification time, then name).
    public static func runIDs(in directory: String) throws -> [String] {
        let runs = SnapshotRunRecord.runsDirectory(artifactsDirectory: directory)
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: runs) else { return [] }
        return try fileManager.contentsOfDirectory(atPath: runs)
            .filter { !$0.hasPrefix(".") }
            .map { name -> (String, Date) in
                let date = (try? fileManager.attributesOfItem(atPath: runs + "/" + name)[.modificationDate] as? Date) ?? .distantPast
                return (name, date)
            }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .map(\.0)
    }
}
