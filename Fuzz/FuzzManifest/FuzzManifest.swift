import Darkroom
import DarkroomReview
import Foundation
import FuzzSupport

/// Fuzzes reading failure manifests the way `darkroom review/accept/reject/report` do: the bytes
/// become the one manifest of an artifacts directory inside a sandbox package, which is scanned;
/// every failure the scan lets through must have its reference inside the sandbox package's
/// `__Snapshots__` (checked before anything is written), and accepting it must write nowhere else.
@main
enum FuzzManifest {
    static let sandbox: String = {
        let path = NSTemporaryDirectory() + "darkroom-fuzz-manifest-\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.createDirectory(atPath: path + "/package/__Snapshots__/Screens", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path + "/package/Package.swift", contents: Data("// swift-tools-version: 6.1\n".utf8))
        _ = FileManager.default.createFile(atPath: path + "/package/__Snapshots__/Screens/a.1.png", contents: pixel)
        try? FileManager.default.createDirectory(atPath: path + "/package/artifacts/Screens", withIntermediateDirectories: true)
        return path
    }()

    /// A valid 1×1 PNG, as actual artifact.
    static let pixel: Data = (try? Bitmap(width: 1, height: 1, pixels: [255, 0, 0, 255]).pngData()) ?? Data()

    static func fuzz(_ data: Data) {
        // Decoding alone must never crash.
        _ = try? SnapshotFailureManifest(jsonData: data)

        let package = sandbox + "/package"
        let artifacts = package + "/artifacts"
        let manifestPath = artifacts + "/Screens/a.1.manifest.json"
        _ = FileManager.default.createFile(atPath: artifacts + "/Screens/a.1.actual.png", contents: pixel)
        _ = FileManager.default.createFile(atPath: manifestPath, contents: data)
        defer { try? FileManager.default.removeItem(atPath: manifestPath) }

        let locations = ReviewLocations(packageRoot: package, artifactsDirectories: [artifacts])
        guard let scan = try? ArtifactsScan(locations: locations) else { return }
        for snapshot in scan.pending {
            let real = URL(fileURLWithPath: snapshot.referencePath).resolvingSymlinksInPath().standardizedFileURL.path
            precondition(real.hasPrefix(package + "/") && real.contains("/__Snapshots__/"),
                         "a manifest let a review write to \(snapshot.referencePath)")
            for artifact in [snapshot.actualPath, snapshot.diffPath, snapshot.referenceCopyPath].compactMap({ $0 }) {
                precondition(URL(fileURLWithPath: artifact).resolvingSymlinksInPath().path.hasPrefix(artifacts + "/"),
                             "a manifest let a review read or delete \(artifact)")
            }
            if (try? SnapshotReviewer(force: true).accept(snapshot)) != nil {
                // Whatever was written is a valid PNG when the reference is one.
                if snapshot.referencePath.lowercased().hasSuffix(".png"), let written = FileManager.default.contents(atPath: snapshot.referencePath) {
                    precondition((try? Bitmap(pngData: written)) != nil, "a non-PNG became the reference \(snapshot.referencePath)")
                }
            }
        }
        _ = HTMLReport(scan: scan, snapshotDirectories: [package + "/__Snapshots__"])
    }

    /// Replays the files and directories given as arguments (a normal build; under libFuzzer,
    /// libFuzzer's own `main` runs instead and calls `LLVMFuzzerTestOneInput`).
    static func main() {
        exit(FuzzInputs.replay(Array(CommandLine.arguments.dropFirst()), name: "FuzzManifest", body: fuzz))
    }
}

#if FUZZING
/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzManifest.fuzz(bytes.map { Data(bytes: $0, count: size) } ?? Data())
    return 0
}
#endif
