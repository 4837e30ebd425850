import FidelityCases
import FidelityScore
import Foundation
import Rasterizer
import SnapshotArtifacts

/// Writes each scored case as a failure artifact of Darkroom's own format (`Fidelity/.build/fidelity-artifacts`), so
/// that `darkroom report` shows its iOS recording, Darkroom's picture and their difference with the other snapshot
/// failures' tools. The manifest's reference is a copy of the iOS recording under
/// `Fidelity/.build/fidelity-review/__Snapshots__/` (an accept in `darkroom review` replaces that copy, never the
/// stored or fetched recording); the message carries the case's scores.
enum FidelityArtifacts {
    /// `Fidelity/.build/fidelity-artifacts`.
    static let directory = FidelityPaths.root.appendingPathComponent(".build/fidelity-artifacts")
    /// Where the reference copies are.
    static let references = FidelityPaths.root.appendingPathComponent(".build/fidelity-review/__Snapshots__")

    /// Removes what an earlier run wrote (only these two folders under `Fidelity/.build`).
    static func reset() throws {
        let manager = FileManager.default
        for folder in [directory, references.deletingLastPathComponent()] where manager.fileExists(atPath: folder.path) {
            try manager.removeItem(at: folder)
        }
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Writes one case's actual, reference and diff PNGs and its manifest.
    static func write(_ fidelityCase: FidelityCase, reference: Bitmap, actual: Bitmap, score: CaseScore, summary: String) throws {
        let folder = directory.appendingPathComponent(fidelityCase.repository)
        let referenceFolder = references.appendingPathComponent(fidelityCase.repository)
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        try manager.createDirectory(at: referenceFolder, withIntermediateDirectories: true)
        let name = fidelityCase.test
        let referenceCopy = referenceFolder.appendingPathComponent(name + ".png")
        try reference.pngData().write(to: referenceCopy)
        let actualPath = folder.appendingPathComponent(name + ".actual.png")
        let referencePath = folder.appendingPathComponent(name + ".reference.png")
        let diffPath = folder.appendingPathComponent(name + ".diff.png")
        try actual.pngData().write(to: actualPath)
        try reference.pngData().write(to: referencePath)
        let (metrics, diff) = ImageDiff.compareWithDiffImage(reference, actual)
        try diff.pngData().write(to: diffPath)
        let manifest = SnapshotFailureManifest(
            kind: .mismatch,
            test: .init(name: name, suites: [fidelityCase.repository], arguments: nil, fileID: "Fidelity/\(fidelityCase.repository)",
                        filePath: FidelityPaths.cases(fidelityCase.repository).appendingPathComponent("SOURCES").path, line: 1, column: 1),
            snapshotName: name, referencePath: referenceCopy.path,
            artifacts: .init(actual: actualPath.path, reference: referencePath.path, diff: diffPath.path),
            recordMode: "never", rerecorded: false, image: metrics,
            message: "Fidelity: iOS recording (reference) against Darkroom (actual). " + summary, runID: "fidelity")
        try manifest.jsonData().write(to: folder.appendingPathComponent(name + ".manifest.json"))
    }
}
