import Foundation
import Testing
@testable import Darkroom
@testable import SnapshotArtifacts
@testable import DarkroomReview
import Rasterizer

/// Artifacts directories made to hurt: manifests that are truncated, huge or not JSON, paths that
/// lead out of the package (`../../`, absolute paths, symbolic links), artifacts that are not
/// PNGs, and 10,000 files. `review`, `accept`, `reject` and `report` must write nothing outside the
/// package's `__Snapshots__` and the artifacts directory, and no non-PNG may become a reference.
@Suite struct HostileArtifactsTests {
    struct Sandbox {
        let root: String
        var package: String { root + "/package" }
        var snapshots: String { package + "/__Snapshots__" }
        var artifacts: String { package + "/artifacts" }
        var outside: String { root + "/outside" }
        var locations: ReviewLocations { ReviewLocations(packageRoot: package, artifactsDirectories: [artifacts]) }

        init(_ label: String = #function) throws {
            root = NSTemporaryDirectory() + "darkroom-hostile-\(label.filter(\.isLetter))-\(UUID().uuidString)"
            for directory in [snapshots + "/Screens", artifacts + "/Screens", outside + "/manifests"] {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            try write(package + "/Package.swift", Data("// swift-tools-version: 6.1\n".utf8))
        }

        func cleanUp() { try? FileManager.default.removeItem(atPath: root) }

        func write(_ path: String, _ data: Data) throws {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
        }

        func manifest(
            _ name: String, reference: String, actual: String?, kind: SnapshotFailureManifest.Kind = .mismatch, rerecorded: Bool = false, copy: String? = nil, folder: String? = nil
        ) throws {
            let manifest = SnapshotFailureManifest(
                kind: kind,
                test: .init(name: "\(name)()", suites: [], arguments: nil, fileID: "App/Screens.swift", filePath: package + "/Tests/App/Screens.swift", line: 1, column: 1),
                snapshotName: name + ".1", referencePath: reference,
                artifacts: .init(actual: actual, reference: copy, diff: nil),
                recordMode: rerecorded ? "failed" : "never", rerecorded: rerecorded, image: nil, message: "hostile", runID: "1-run"
            )
            try write((folder ?? artifacts + "/Screens") + "/\(name).1.manifest.json", manifest.jsonData())
        }

        /// Every path below `root` with its contents (directories and links marked), except inside the
        /// two directories a review may write to.
        func outsideState() -> [String: String] {
            var state: [String: String] = [:]
            for relative in (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? [] {
                let path = root + "/" + relative
                if path.hasPrefix(snapshots + "/") || path.hasPrefix(artifacts + "/") { continue }
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                    state[relative] = "link → " + target
                } else if let data = FileManager.default.contents(atPath: path) {
                    state[relative] = "file \(data.count) \(data.hashValue)"
                } else {
                    state[relative] = "directory"
                }
            }
            return state
        }
    }

    static let red = try! Bitmap(width: 2, height: 2, pixels: Array(repeating: [255, 0, 0, 255], count: 4).flatMap { $0 }).pngData()
    static let blue = try! Bitmap(width: 2, height: 2, pixels: Array(repeating: [0, 0, 255, 255], count: 4).flatMap { $0 }).pngData()

    @Test func hostileManifestsWriteNothingOutsideTheirLanes() throws {
        let box = try Sandbox()
        defer { box.cleanUp() }
        let screens = box.artifacts + "/Screens"
        // A genuine failure, which accept must still handle.
        try box.write(box.snapshots + "/Screens/good.1.png", Self.red)
        try box.write(screens + "/good.1.actual.png", Self.blue)
        try box.manifest("good", reference: box.snapshots + "/Screens/good.1.png", actual: screens + "/good.1.actual.png")

        // Broken manifests.
        try box.write(screens + "/truncated.1.manifest.json", Data("{\"version\": 1, \"kind\": \"mism".utf8))
        try box.write(screens + "/binary.1.manifest.json", Data([0x89, 0x50, 0x4E, 0x47, 0, 0xFF, 0x7B]))
        try box.write(screens + "/huge.1.manifest.json", Data(repeating: 0x20, count: 5 << 20) + Data("{}".utf8))

        // References out of the package: ../../, absolute, through a symbolic link, a link itself.
        try box.write(box.outside + "/target.png", Self.red)
        try box.write(screens + "/escape.1.actual.png", Self.blue)
        try box.manifest("escape", reference: box.snapshots + "/Screens/../../../outside/escaped.png", actual: screens + "/escape.1.actual.png")
        try box.write(screens + "/absolute.1.actual.png", Self.blue)
        try box.manifest("absolute", reference: box.outside + "/absolute.png", actual: screens + "/absolute.1.actual.png")
        try box.write(screens + "/text.1.actual.txt", Data("#!/bin/sh\nrm -rf /\n".utf8))
        try box.manifest("text", reference: box.outside + "/profile.txt", actual: screens + "/text.1.actual.txt")
        try FileManager.default.createSymbolicLink(atPath: box.snapshots + "/Linked", withDestinationPath: box.outside)
        try box.write(screens + "/linked.1.actual.png", Self.blue)
        try box.manifest("linked", reference: box.snapshots + "/Linked/linked.png", actual: screens + "/linked.1.actual.png")
        try FileManager.default.createSymbolicLink(atPath: box.snapshots + "/Screens/pointer.1.png", withDestinationPath: box.outside + "/target.png")
        try box.write(screens + "/pointer.1.actual.png", Self.blue)
        try box.manifest("pointer", reference: box.snapshots + "/Screens/pointer.1.png", actual: screens + "/pointer.1.actual.png")
        // A reference outside any __Snapshots__ directory, inside the package.
        try box.write(screens + "/source.1.actual.png", Self.blue)
        try box.manifest("source", reference: box.package + "/Package.png", actual: screens + "/source.1.actual.png")

        // Artifacts out of the artifacts directory: an actual elsewhere (accept must not copy it,
        // reject must not delete it), a restore copy elsewhere, an actual that is a symbolic link.
        try box.write(box.outside + "/secret.png", Self.blue)
        try box.manifest("stolen", reference: box.snapshots + "/Screens/stolen.1.png", actual: box.outside + "/secret.png", kind: .missing)
        try box.write(box.snapshots + "/Screens/restore.1.png", Self.red)
        try box.manifest("restore", reference: box.snapshots + "/Screens/restore.1.png", actual: box.outside + "/secret.png", rerecorded: true, copy: box.outside + "/target.png")
        try FileManager.default.createSymbolicLink(atPath: screens + "/linkedactual.1.actual.png", withDestinationPath: box.outside + "/secret.png")
        try box.manifest("linkedactual", reference: box.snapshots + "/Screens/linkedactual.1.png", actual: screens + "/linkedactual.1.actual.png", kind: .missing)

        // A non-PNG actual for a PNG reference, under a .png name and under another name.
        try box.write(screens + "/fake.1.actual.png", Data("not a png".utf8))
        try box.manifest("fake", reference: box.snapshots + "/Screens/fake.1.png", actual: screens + "/fake.1.actual.png", kind: .missing)
        try box.write(screens + "/renamed.1.actual.txt", Data("not a png either".utf8))
        try box.manifest("renamed", reference: box.snapshots + "/Screens/renamed.1.png", actual: screens + "/renamed.1.actual.txt", kind: .missing)

        // A folder of the artifacts directory that is a symbolic link to manifests elsewhere.
        try box.write(box.outside + "/manifests/x.actual.png", Self.blue)
        try box.manifest(
            "elsewhere", reference: box.snapshots + "/Screens/elsewhere.1.png", actual: box.outside + "/manifests/x.actual.png", kind: .missing, folder: box.outside + "/manifests")
        try FileManager.default.createSymbolicLink(atPath: box.artifacts + "/Elsewhere", withDestinationPath: box.outside + "/manifests")

        let before = box.outsideState()
        let output = OutputRecorder()
        _ = ReviewCommands.review(locations: box.locations, keys: nil, output: output.output)
        _ = ReviewCommands.report(locations: box.locations, outputPath: nil, includePassed: true, output: output.output)
        _ = ReviewCommands.accept(selectors: [], all: true, force: true, locations: box.locations, output: output.output)
        _ = ReviewCommands.reject(selectors: [], all: true, locations: box.locations, output: output.output)
        _ = ReviewCommands.report(locations: box.locations, outputPath: nil, includePassed: true, output: output.output)
        let after = box.outsideState()

        #expect(
            after == before,
            "files outside __Snapshots__ and the artifacts directory changed: \(Set(after.map { "\($0.key): \($0.value)" }).symmetricDifference(before.map { "\($0.key): \($0.value)" }).sorted())"
        )
        // The genuine failure was accepted; nothing else became a reference.
        #expect(FileManager.default.contents(atPath: box.snapshots + "/Screens/good.1.png") == Self.blue)
        #expect(FileManager.default.contents(atPath: box.snapshots + "/Screens/restore.1.png") == Self.red)
        for name in ["stolen", "linkedactual", "fake", "renamed", "elsewhere"] {
            #expect(!FileManager.default.fileExists(atPath: box.snapshots + "/Screens/\(name).1.png"), "\(name) became a reference")
        }
        // Every PNG under __Snapshots__ decodes.
        for relative in try FileManager.default.subpathsOfDirectory(atPath: box.snapshots) where relative.hasSuffix(".png") {
            let path = box.snapshots + "/" + relative
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil { continue }
            #expect((try? Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: path)))) != nil, "\(relative) is not a PNG")
        }
        let text = output.out + "\n" + output.err
        for reason in ["lies outside the package", "symbolic link", "not inside a __Snapshots__ directory", "too large for a failure manifest", "not a valid failure manifest"] {
            #expect(text.contains(reason), "no diagnostic mentions \(reason)")
        }
    }

    /// Found by fuzzing: a reference named `.png` has no path extension, so neither the
    /// actual's kind nor its content was checked, and a text file could be accepted into it.
    @Test func aTextFileNeverBecomesAReferenceNamedDotPNG() throws {
        let box = try Sandbox()
        defer { box.cleanUp() }
        let screens = box.artifacts + "/Screens"
        try box.write(screens + "/fake.1.actual.png", Data("not an image\n".utf8))
        try box.write(screens + "/text.1.actual.txt", Data("not an image\n".utf8))
        try box.manifest("fake", reference: box.snapshots + "/Screens/.png", actual: screens + "/fake.1.actual.png")
        try box.manifest("text", reference: box.snapshots + "/Screens/.PNG", actual: screens + "/text.1.actual.txt")

        let scan = try ArtifactsScan(locations: box.locations)
        // The text actual of a `.PNG` reference is refused by the scan; the fake PNG by accept.
        #expect(scan.problems.contains { $0.path.hasSuffix("text.1.manifest.json") && $0.reason.contains("is not a .png") })
        let fake = try #require(scan.pending.first { $0.manifest.snapshotName == "fake.1" })
        #expect(throws: ReviewError.self) { try SnapshotReviewer(force: true).accept(fake) }
        #expect(!FileManager.default.fileExists(atPath: box.snapshots + "/Screens/.png"))
    }

    @Test func tenThousandFilesAreScannedAndNamed() throws {
        let box = try Sandbox()
        defer { box.cleanUp() }
        let folder = box.artifacts + "/Many"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in 0..<10_000 {
            let name = index % 5 == 0 ? "junk\(index).1.manifest.json" : "junk\(index).1.actual.png"
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("x\(index)".utf8))
        }
        let before = box.outsideState()
        let scan = try ArtifactsScan(locations: box.locations)
        #expect(scan.pending.isEmpty)
        #expect(scan.problems.count == 2_000)
        let output = OutputRecorder()
        #expect(ReviewCommands.accept(selectors: [], all: true, force: false, locations: box.locations, output: output.output) != 0 || scan.pending.isEmpty)
        #expect(ReviewCommands.review(locations: box.locations, keys: nil, output: output.output) == 0)
        #expect(box.outsideState() == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.snapshots + "/Screens").isEmpty)
    }
}
