import Foundation
import Rasterizer
import SnapshotArtifacts
import Testing

/// `ImageDiff` at exact settings (what `darkroom diff` runs by default): counts, fraction, largest channel
/// difference, bounding box and diff image — the comparison that replaced Rasterizer's `BitmapComparison`.
@Suite struct ImageDiffExactTests {
    /// SplitMix64, for reproducible random bitmaps.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    static func randomBitmap(width: Int, height: Int, generator: inout Generator) -> Bitmap {
        Bitmap(width: width, height: height, pixels: (0..<(width * height * 4)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    }

    @Test func equalBitmapsAreEqual() {
        var generator = Generator(state: 1)
        let bitmap = Self.randomBitmap(width: 13, height: 7, generator: &generator)
        let metrics = ImageDiff.compare(bitmap, bitmap)
        #expect(metrics.passes)
        #expect(metrics.differentPixels == 0 && metrics.maxChannelDifference == 0 && metrics.maxDeltaE == 0)
        #expect(metrics.boundingBox == nil)
        #expect(metrics.differentFraction == 0)
    }

    @Test func singleDifferingChannel() {
        let expected = Bitmap(width: 10, height: 8)
        var pixels = expected.pixels
        pixels[(3 * 10 + 4) * 4 + 3] = 17  // alpha of (4, 3)
        let metrics = ImageDiff.compare(expected, Bitmap(width: 10, height: 8, pixels: pixels))
        #expect(!metrics.passes)
        #expect(metrics.differentPixels == 1)
        #expect(metrics.maxChannelDifference == 17)
        #expect(metrics.boundingBox == .init(x: 4, y: 3, width: 1, height: 1))
        #expect(metrics.differentFraction == 1.0 / 80)
    }

    @Test func boundingBoxSpansAllDifferences() {
        let expected = Bitmap(width: 20, height: 20, pixels: [UInt8](repeating: 200, count: 20 * 20 * 4))
        var pixels = expected.pixels
        for (x, y, channel, value) in [(15, 2, 0, 0), (3, 9, 1, 255), (7, 17, 2, 190)] {
            pixels[(y * 20 + x) * 4 + channel] = UInt8(value)
        }
        let metrics = ImageDiff.compare(expected, Bitmap(width: 20, height: 20, pixels: pixels))
        #expect(metrics.differentPixels == 3)
        #expect(metrics.maxChannelDifference == 200)
        #expect(metrics.boundingBox == .init(x: 3, y: 2, width: 13, height: 16))
    }

    /// Property: the comparison (with and without the diff image) agrees with a naive per-pixel reference on
    /// random edits.
    @Test func agreesWithNaiveReference() {
        let seed: UInt64 = 0xC0FFEE
        print("ImageDiffExactTests.agreesWithNaiveReference: seed \(seed)")
        var generator = Generator(state: seed)
        for round in 0..<50 {
            let width = 1 + generator.below(40), height = 1 + generator.below(30)
            let expected = Self.randomBitmap(width: width, height: height, generator: &generator)
            var pixels = expected.pixels
            for _ in 0..<generator.below(12) {
                pixels[generator.below(pixels.count)] = UInt8(truncatingIfNeeded: generator.next())
            }
            let actual = Bitmap(width: width, height: height, pixels: pixels)
            let metrics = ImageDiff.compare(expected, actual)
            let drawn = ImageDiff.compareWithIndexedDiffImage(expected, actual).metrics

            var count = 0, maxDifference = 0
            var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let differences = (0..<4).map { abs(Int(expected.pixels[i + $0]) - Int(pixels[i + $0])) }
                    if differences.contains(where: { $0 > 0 }) {
                        count += 1
                        maxDifference = max(maxDifference, differences.max() ?? 0)
                        minX = min(minX, x)
                        maxX = max(maxX, x)
                        minY = min(minY, y)
                        maxY = max(maxY, y)
                    }
                }
            }
            let box: ImageDiffMetrics.PixelBox? = count == 0 ? nil : .init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
            let agrees = metrics.differentPixels == count && metrics.maxChannelDifference == maxDifference && metrics.boundingBox == box
            #expect(agrees, "seed \(seed), round \(round), \(width)×\(height): got \(metrics), expected \(count) pixels, max \(maxDifference), box \(String(describing: box))")
            #expect(drawn == metrics, "seed \(seed), round \(round): the diff image's pass counted differently")
        }
    }

    @Test func differentSizesNeverPass() {
        let metrics = ImageDiff.compare(Bitmap(width: 3, height: 4), Bitmap(width: 4, height: 3))
        #expect(metrics.sizesDiffer && !metrics.passes)
        #expect(ImageDiff.message(for: metrics).contains("4×3") && ImageDiff.message(for: metrics).contains("3×4"))
    }

    @Test func emptyBitmapsAreEqual() {
        let metrics = ImageDiff.compare(Bitmap(width: 0, height: 0), Bitmap(width: 0, height: 0))
        #expect(metrics.passes && metrics.differentFraction == 0)
    }

    @Test func olderManifestsWithoutChannelDifferenceDecode() throws {
        let metrics = ImageDiff.compare(Bitmap(width: 2, height: 1), Bitmap(width: 2, height: 1, pixels: [9, 0, 0, 0, 0, 0, 0, 0]))
        #expect(metrics.maxChannelDifference == 9)
        var object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(metrics)) as? [String: Any])
        #expect(object["maxChannelDifference"] as? Int == 9)
        object["maxChannelDifference"] = nil
        let decoded = try JSONDecoder().decode(ImageDiffMetrics.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(decoded.maxChannelDifference == 0 && decoded.differentPixels == metrics.differentPixels)
    }
}
