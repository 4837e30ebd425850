import Foundation
import PNG
import Rasterizer
import Testing
@testable import Darkroom
@testable import SnapshotArtifacts

/// Failure artifacts are encoded with fast scratch settings; references keep the reference settings.
@Suite struct ArtifactEncodingTests {
    /// A UI-like bitmap: flat bands with a few anti-aliased edges.
    static func screen(width: Int = 120, height: Int = 90) -> Bitmap {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let band = UInt8((y / 15) * 30)
                pixels[i] = band
                pixels[i + 1] = x % 17 == 0 ? 128 : 240 - band
                pixels[i + 2] = UInt8((x * 2) & 0xFF)
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test func artifactSettingsAreFastAndDistinctFromTheReferenceSettings() {
        #expect(PNGEncodingOptions.artifact.zlibLevel == 1)
        #expect(PNGEncodingOptions.artifact.strategy == .default)
        #expect(PNGEncodingOptions.artifact.memoryLevel == 6)
        #expect(PNGEncodingOptions.default.memoryLevel == 8)
        #expect(PNGEncodingOptions.artifact.filter == .none)
        #expect(PNGEncodingOptions.artifact != .default)
    }

    @Test func artifactEncodingIsDeterministicAndRoundTripsExactly() throws {
        let bitmap = Self.screen()
        let first = try BitmapCodec.png.encodeArtifact(bitmap)
        let second = try BitmapCodec.png.encodeArtifact(bitmap)
        #expect(first == second)
        #expect(try BitmapCodec.png.decode(first) == bitmap)
        // References are still written at the reference settings, which is what `Bitmap.pngData()` gives.
        #expect(try BitmapCodec.png.encode(bitmap) == bitmap.pngData())
    }

    @Test func aFailingComparisonWritesTheActualArtifactWithTheFastSettings() throws {
        let root = NSTemporaryDirectory() + "darkroom-artifact-encoding-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let reference = Self.screen()
        var changed = reference
        changed.pixels[0] = 7
        let artifacts = root + "/artifacts"
        let message = SnapshotEnvironment.$current.withValue(SnapshotEnvironment(artifacts: artifacts, runID: "1-run")) {
            SnapshotTestingConfiguration.$current.withValue(nil) {
                _ = verifySnapshot(of: reference, as: .image, named: "screen", record: .all, snapshotDirectory: root + "/snapshots", testName: "artifact()")
                return verifySnapshot(of: changed, as: .image, named: "screen", record: .never, snapshotDirectory: root + "/snapshots", testName: "artifact()")
            }
        }
        #expect(message != nil)
        let files = FileManager.default.subpaths(atPath: artifacts) ?? []
        let actualFile = try #require(files.first { $0.hasSuffix(".actual.png") }, "\(files)")
        let written = try Data(contentsOf: URL(fileURLWithPath: artifacts + "/" + actualFile))
        #expect(written == (try BitmapCodec.png.encodeArtifact(changed)))
        #expect(try Bitmap(pngData: written) == changed)
        // The diff is an indexed-colour PNG of the diff image.
        let diffFile = try #require(files.first { $0.hasSuffix(".diff.png") }, "\(files)")
        let diff = try Data(contentsOf: URL(fileURLWithPath: artifacts + "/" + diffFile))
        #expect(diff[diff.startIndex + 25] == 3, "colour type must be indexed (3)")
        #expect(try Bitmap(pngData: diff) == ImageDiff.diffImage(reference, changed))
    }

    @Test func theImageDiffingHandsTheEncodedActualBackAsAValue() throws {
        let reference = Self.screen()
        var changed = reference
        changed.pixels[0] = 7
        let (message, attachments) = try #require(Diffing<Bitmap>.image.diff(reference, changed))
        #expect(message.contains("1 of"))
        let encoded = attachments.compactMap { attachment -> Data? in
            if case .actualArtifact(let data) = attachment { data } else { nil }
        }
        #expect(encoded == [try BitmapCodec.png.encodeArtifact(changed)])
        #expect(Diffing<Bitmap>.image.diff(reference, reference) == nil)
    }

    @Test func anErrorInsideAComposedStrategyReachesTheAssertionAsAValue() {
        struct Broken: Error, CustomStringConvertible { var description: String { "the pullback broke" } }
        let strategy = Snapshotting<Bitmap, Bitmap>.image.pullback { (_: Int) throws -> Bitmap in throw Broken() }
        let waited = Snapshotting<Int, Bitmap>.wait(for: 0, on: strategy)
        for candidate in [strategy, waited] {
            let message = SnapshotTestingConfiguration.$current.withValue(nil) {
                verifySnapshot(of: 1, as: candidate, named: "broken", record: .never, snapshotDirectory: NSTemporaryDirectory(), testName: "broken()")
            }
            #expect(message?.contains("the pullback broke") == true, "\(message ?? "nil")")
        }
    }
}
