import SnapshotArtifacts
import DarkroomReview
import Foundation
import FuzzSupport
import Rasterizer

/// Fuzzes reading failure manifests the way `darkroom review/accept/reject/report` do, in memory:
/// the bytes are decoded as a manifest, checked as a scan checks it, resolved against a sandbox
/// package (made once, with hostile entries: symbolic links out of `__Snapshots__` and out of the
/// artifacts directory, a text file and a fake `.png` among the artifacts), described as `review`
/// prints it, and taken through every check `accept` makes before it writes. Whatever the scan
/// lets through must have its reference inside the package's `__Snapshots__` and its artifacts
/// inside the artifacts directory; what accept would write for a `.png` reference is a PNG.
///
/// Nothing is written per input (writing, scanning a directory, accepting and rendering a report
/// for every input ran at 3 inputs a second); the hostile-directory behaviour of the commands
/// themselves is covered by `HostileArtifactsTests`.
@main
enum FuzzManifest {
    /// The sandbox: `package/` (with `__Snapshots__` and `artifacts/`) and `outside/`.
    static let sandbox: String = {
        let path = NSTemporaryDirectory() + "darkroom-fuzz-manifest-\(getpid())"
        let files = FileManager.default
        try? files.removeItem(atPath: path)
        for directory in ["package/__Snapshots__/Screens", "package/artifacts/Screens", "outside"] {
            try? files.createDirectory(atPath: path + "/" + directory, withIntermediateDirectories: true)
        }
        let text = Data("not an image\n".utf8)
        for (name, contents) in [
            ("package/Package.swift", Data("// swift-tools-version: 6.1\n".utf8)),
            ("package/__Snapshots__/Screens/a.1.png", pixel),
            ("package/__Snapshots__/Screens/a.2.txt", text),
            ("package/artifacts/Screens/a.1.actual.png", pixel),
            ("package/artifacts/Screens/a.1.reference.png", pixel),
            ("package/artifacts/Screens/a.1.diff.png", pixel),
            ("package/artifacts/Screens/a.1.actual.txt", text),
            ("package/artifacts/Screens/fake.actual.png", text),
            ("package/artifacts/Screens/a.1.manifest.json", Data("{}".utf8)),
            ("outside/x.png", pixel),
        ] {
            _ = files.createFile(atPath: path + "/" + name, contents: contents)
        }
        for (link, target) in [
            ("package/__Snapshots__/escape", path + "/outside"),
            ("package/__Snapshots__/Screens/link.png", path + "/outside/x.png"),
            ("package/artifacts/Screens/outside.actual.png", path + "/outside/x.png"),
            ("package/artifacts/linked", path + "/outside"),
        ] {
            try? files.createSymbolicLink(atPath: path + "/" + link, withDestinationPath: target)
        }
        return path
    }()

    static let package = sandbox + "/package"
    static let artifacts = package + "/artifacts"
    /// Every input is the manifest at this path (the file exists, as accept requires).
    static let manifestPath = artifacts + "/Screens/a.1.manifest.json"

    /// A valid 1×1 PNG.
    static let pixel: Data = (try? Bitmap(width: 1, height: 1, pixels: [255, 0, 0, 255]).pngData()) ?? Data()

    static func fuzz(_ data: Data) {
        // Decoding must never crash; what does not decode is a problem the scan reports.
        guard let manifest = try? SnapshotFailureManifest(jsonData: data) else { return }
        // A manifest that encodes again reads back the same (review tools re-read what they copy).
        if let encoded = try? manifest.jsonData() {
            precondition((try? SnapshotFailureManifest(jsonData: encoded)) == manifest, "a manifest changed in an encode–decode round trip")
        }
        guard manifest.version == SnapshotFailureManifest.currentVersion else { return }

        let snapshot = PendingSnapshot(manifestPath: manifestPath, manifest: manifest, artifactsDirectory: artifacts, packageRoot: package)
        // What `review` prints, and how it picks failures by name.
        precondition(!FailureDescription.block(snapshot).isEmpty)
        _ = snapshot.matches(manifest.snapshotName, currentDirectory: package)
        _ = snapshot.matches(manifest.referencePath, currentDirectory: package)
        guard snapshot.refusal == nil else { return }

        // The scan let it through: everything it names must be inside its lanes.
        let real = URL(fileURLWithPath: snapshot.referencePath).resolvingSymlinksInPath().standardizedFileURL.path
        precondition(real.hasPrefix(package + "/") && real.dropFirst(package.count).contains("/__Snapshots__/"),
                     "a manifest let a review write to \(snapshot.referencePath) (\(real))")
        for artifact in [snapshot.actualPath, snapshot.diffPath, snapshot.referenceCopyPath].compactMap({ $0 }) {
            precondition(URL(fileURLWithPath: artifact).resolvingSymlinksInPath().path.hasPrefix(artifacts + "/"),
                         "a manifest let a review read or delete \(artifact)")
        }
        // Accept's checks, without its writes: what it would write for a `.png` reference is a PNG.
        guard let content = try? SnapshotReviewer(force: true).acceptedContent(of: snapshot) else { return }
        if snapshot.referencePath.lowercased().hasSuffix(".png") {
            precondition((try? Bitmap(pngData: content)) != nil, "a non-PNG would become the reference \(snapshot.referencePath)")
        }
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
