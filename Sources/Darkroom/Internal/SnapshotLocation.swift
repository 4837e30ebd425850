import Foundation

/// Where one assertion's reference and artifacts live.
///
/// - Reference: `<snapshot directory>/<suites.>test<.arguments>.<n or name>.<ext>`, where the
///   snapshot directory is the `snapshotDirectory:` argument, else `$SNAPSHOT_DIRECTORY/<TestFile>`,
///   else `<package root>/__Snapshots__/<TestFile>` (the package root is the nearest directory
///   above the test file holding `Package.swift`; without one, the test file's directory).
/// - Artifacts: `<artifacts root>/<TestFile>/`, where the root is `$SNAPSHOT_ARTIFACTS`, else
///   `<package root>/.build/snapshot-artifacts`.
struct SnapshotLocation: Equatable {
    /// The test file's name without extension.
    var fileName: String
    /// The directory of reference files.
    var directory: String
    /// Who is asserting.
    var identity: SnapshotTestIdentity
    /// `<base>.<n>` or `<base>.<name>`.
    var snapshotName: String
    /// The reference file.
    var referencePath: String
    /// The root of all artifacts (`SNAPSHOT_ARTIFACTS`).
    var artifactsRoot: String
    /// The path extension of the reference, if any.
    var pathExtension: String?
    /// Where swift-snapshot-testing keeps this reference (`<test file's directory>/__Snapshots__/
    /// <TestFile>/<test>.<n or name>.<ext>`), when that differs from Darkroom's place and no
    /// snapshot directory was chosen.
    var legacyReferencePath: String?
    /// Whether ``referencePath`` is swift-snapshot-testing's place (Darkroom's was empty).
    var isLegacyReference = false

    init(
        filePath: String,
        testName: String,
        name: String?,
        pathExtension: String?,
        snapshotDirectory: String?,
        environment: SnapshotEnvironment,
        counter: SnapshotCounter
    ) {
        let fileURL = URL(fileURLWithPath: filePath, isDirectory: false)
        let fileName = fileURL.deletingPathExtension().lastPathComponent
        let root = PackageRoot.containing(filePath: fileURL.path)
        let base = root ?? fileURL.deletingLastPathComponent().path

        let directory: String
        if let snapshotDirectory {
            directory = URL(fileURLWithPath: snapshotDirectory, isDirectory: true).standardizedFileURL.path
        } else if let environmentDirectory = environment.snapshotDirectory, !environmentDirectory.isEmpty {
            directory =
                URL(fileURLWithPath: environmentDirectory, isDirectory: true)
                .appendingPathComponent(fileName).standardizedFileURL.path
        } else {
            directory = base + "/__Snapshots__/" + fileName
        }

        let identity = SnapshotTestIdentity.current(testName: testName, fileName: fileName)
        let identifier =
            name.map(sanitizePathComponent)
            ?? String(counter.next(for: directory + "/" + identity.baseName))
        let snapshotName = [identity.baseName, identifier].filter { !$0.isEmpty }.joined(separator: ".")

        let artifactsRoot: String
        if let artifacts = environment.artifacts, !artifacts.isEmpty {
            artifactsRoot = URL(fileURLWithPath: artifacts, isDirectory: true).standardizedFileURL.path
        } else if let root {
            artifactsRoot = root + "/.build/snapshot-artifacts"
        } else {
            artifactsRoot =
                URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
                .appendingPathComponent("darkroom-snapshot-artifacts").path
        }

        self.fileName = fileName
        self.directory = directory
        self.identity = identity
        self.snapshotName = snapshotName
        self.referencePath = directory + "/" + snapshotName + (pathExtension.map { "." + $0 } ?? "")
        self.artifactsRoot = artifactsRoot
        self.pathExtension = pathExtension

        if snapshotDirectory == nil, environment.snapshotDirectory?.isEmpty ?? true {
            // swift-snapshot-testing numbers per (directory, test name), without suites.
            let legacyDirectory = fileURL.deletingLastPathComponent().path + "/__Snapshots__/" + fileName
            let legacyTest = sanitizePathComponent(testName)
            let legacyIdentifier =
                name.map(sanitizePathComponent)
                ?? String(counter.next(for: "swift-snapshot-testing:" + legacyDirectory + "/" + legacyTest))
            let legacy = legacyDirectory + "/" + legacyTest + "." + legacyIdentifier + (pathExtension.map { "." + $0 } ?? "")
            if legacy != referencePath { legacyReferencePath = legacy }
        }
    }

    /// The reference as a `file://` URL, as swift-snapshot-testing prints it.
    var referenceURL: String { URL(fileURLWithPath: referencePath).absoluteString }

    /// A note after the reference's path when it is in swift-snapshot-testing's place.
    var legacyNote: String {
        guard isLegacyReference else { return "" }
        return " (swift-snapshot-testing's location; `swift run darkroom migrate` moves it to __Snapshots__/\(fileName)/ at the package root)"
    }

    /// The directory of this test file's artifacts.
    var artifactsDirectory: String { artifactsRoot + "/" + fileName }

    /// An artifact's path: `<artifacts>/<TestFile>/<snapshot name>.<role>[.<ext>]`.
    func artifactPath(role: String, pathExtension: String?) -> String {
        artifactsDirectory + "/" + snapshotName + "." + role + (pathExtension.map { "." + $0 } ?? "")
    }
}
