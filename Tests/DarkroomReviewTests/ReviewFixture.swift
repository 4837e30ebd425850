import Foundation
import Rasterizer
import Testing
@testable import Darkroom
import DarkroomReview

/// A scratch package with real snapshot failures, made by Darkroom's `verifySnapshot`:
///
/// ```
/// <root>/Package.swift
/// <root>/__Snapshots__/Screens/…        references
/// <root>/artifacts/…                    failure artifacts and run records
/// ```
struct ReviewFixture {
    let root: String
    var snapshots: String { root + "/__Snapshots__/Screens" }
    var artifacts: String { root + "/artifacts" }
    var locations: ReviewLocations { ReviewLocations(packageRoot: root, artifactsDirectories: [artifacts]) }

    init(_ label: String = #function) throws {
        let name = "darkroom-review-\(label.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString)"
        root = (NSTemporaryDirectory() as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(atPath: root + "/__Snapshots__", withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.1\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
    }

    func cleanUp() {
        chmodRecursively(root)
        try? FileManager.default.removeItem(atPath: root)
    }

    private func chmodRecursively(_ path: String) {
        _ = chmod(path, 0o755)
        for child in (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? [] {
            _ = chmod(path + "/" + child, 0o755)
        }
    }

    /// Runs one assertion as the snapshot layer would, in run `runID`.
    @discardableResult
    func verify(
        _ bitmap: Bitmap, named name: String, test: String = "screen()", record: SnapshotTestingConfiguration.Record,
        runID: String = "1-run", snapshotDirectory: String? = nil
    ) -> String? {
        SnapshotEnvironment.$current.withValue(SnapshotEnvironment(artifacts: artifacts, runID: runID)) {
            SnapshotTestingConfiguration.$current.withValue(nil) {
                verifySnapshot(of: bitmap, as: .image, named: name, record: record, snapshotDirectory: snapshotDirectory ?? snapshots, testName: test)
            }
        }
    }

    /// A mismatch (`name` recorded as `reference`, then `actual` compared), a new snapshot
    /// (`.never`), and a size mismatch; returns the reference paths.
    @discardableResult
    func makeStandardFailures() throws -> (mismatch: String, new: String, resized: String) {
        verify(.gradient(width: 48, height: 32, seed: 1), named: "mismatch", record: .all)
        verify(.gradient(width: 40, height: 30, seed: 3), named: "resized", record: .all)
        #expect(verify(.gradient(width: 48, height: 32, seed: 2), named: "mismatch", record: .never) != nil)
        #expect(verify(.gradient(width: 36, height: 24, seed: 4), named: "new", test: "newScreen()", record: .never) != nil)
        #expect(verify(.gradient(width: 52, height: 40, seed: 5), named: "resized", test: "screen()", record: .never) != nil)
        let scan = try ArtifactsScan(locations: locations)
        func path(_ name: String) throws -> String {
            try #require(scan.pending.first { $0.manifest.snapshotName.hasSuffix(name) }?.referencePath)
        }
        return (try path("mismatch"), try path("new"), try path("resized"))
    }

    func scan() throws -> ArtifactsScan { try ArtifactsScan(locations: locations) }

    func read(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }
}

extension Bitmap {
    /// A deterministic test image: a gradient with a seeded square.
    static func gradient(width: Int, height: Int, seed: Int) -> Bitmap {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                pixels[i] = UInt8((x * 255) / max(1, width - 1))
                pixels[i + 1] = UInt8((y * 255) / max(1, height - 1))
                pixels[i + 2] = 160
                let inSquare = x >= 4 + seed * 3 && x < 14 + seed * 3 && y >= 6 && y < 16
                if inSquare {
                    pixels[i] = 20
                    pixels[i + 1] = UInt8((seed * 53) % 256)
                    pixels[i + 2] = 40
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}

/// Collects a command's output lines.
final class OutputRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var outLines: [String] = []
    private var errLines: [String] = []

    var output: CommandOutput {
        CommandOutput(
            out: { [self] line in
                lock.lock()
                outLines.append(line)
                lock.unlock()
            },
            err: { [self] line in
                lock.lock()
                errLines.append(line)
                lock.unlock()
            }
        )
    }

    var out: String {
        lock.lock()
        defer { lock.unlock() }
        return outLines.joined(separator: "\n")
    }
    var err: String {
        lock.lock()
        defer { lock.unlock() }
        return errLines.joined(separator: "\n")
    }
}
