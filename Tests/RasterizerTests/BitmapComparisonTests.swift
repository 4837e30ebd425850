import Foundation
import Testing
@testable import Rasterizer

/// `BitmapComparison`: counts, fraction, largest channel difference, bounding box and diff image.
@Suite struct BitmapComparisonTests {
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

    @Test func equalBitmapsAreEqual() throws {
        var generator = Generator(state: 1)
        let bitmap = Self.randomBitmap(width: 13, height: 7, generator: &generator)
        let comparison = try BitmapComparison(expected: bitmap, actual: bitmap)
        #expect(comparison.isEqual)
        #expect(comparison.differingPixelCount == 0 && comparison.maxChannelDifference == 0)
        #expect(comparison.boundingBox == nil)
        #expect(comparison.differingFraction == 0)
        #expect(comparison.summary == "identical: 13×7 pixels")
    }

    @Test func singleDifferingChannel() throws {
        let expected = Bitmap(width: 10, height: 8)
        var pixels = expected.pixels
        pixels[(3 * 10 + 4) * 4 + 3] = 17 // alpha of (4, 3)
        let comparison = try BitmapComparison(expected: expected, actual: Bitmap(width: 10, height: 8, pixels: pixels))
        #expect(comparison.differingPixelCount == 1)
        #expect(comparison.maxChannelDifference == 17)
        #expect(comparison.boundingBox == .init(x: 4, y: 3, width: 1, height: 1))
        #expect(comparison.differingFraction == 1.0 / 80)
        #expect(comparison.summary == "1 of 80 pixels differ (1.2500%), largest channel difference 17, bounding box x 4, y 3, 1×1")
    }

    @Test func boundingBoxSpansAllDifferences() throws {
        let expected = Bitmap(width: 20, height: 20, pixels: [UInt8](repeating: 200, count: 20 * 20 * 4))
        var pixels = expected.pixels
        for (x, y, channel, value) in [(15, 2, 0, 0), (3, 9, 1, 255), (7, 17, 2, 190)] {
            pixels[(y * 20 + x) * 4 + channel] = UInt8(value)
        }
        let comparison = try BitmapComparison(expected: expected, actual: Bitmap(width: 20, height: 20, pixels: pixels))
        #expect(comparison.differingPixelCount == 3)
        #expect(comparison.maxChannelDifference == 200)
        #expect(comparison.boundingBox == .init(x: 3, y: 2, width: 13, height: 16))
    }

    /// Property: the fast comparison agrees with a naive per-pixel reference on random edits.
    @Test func agreesWithNaiveReference() throws {
        let seed: UInt64 = 0xC0FFEE
        var generator = Generator(state: seed)
        for round in 0..<50 {
            let width = 1 + generator.below(40), height = 1 + generator.below(30)
            let expected = Self.randomBitmap(width: width, height: height, generator: &generator)
            var pixels = expected.pixels
            for _ in 0..<generator.below(12) {
                pixels[generator.below(pixels.count)] = UInt8(truncatingIfNeeded: generator.next())
            }
            let actual = Bitmap(width: width, height: height, pixels: pixels)
            let comparison = try BitmapComparison(expected: expected, actual: actual)

            var count = 0, maxDifference = 0
            var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let differences = (0..<4).map { abs(Int(expected.pixels[i + $0]) - Int(pixels[i + $0])) }
                    if differences.contains(where: { $0 > 0 }) {
                        count += 1
                        maxDifference = max(maxDifference, differences.max() ?? 0)
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
            let box: BitmapComparison.Region? = count == 0 ? nil : .init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
            let agrees = comparison.differingPixelCount == count && comparison.maxChannelDifference == maxDifference && comparison.boundingBox == box
            #expect(agrees, "seed \(seed), round \(round), \(width)×\(height): got \(comparison.summary), expected \(count) pixels, max \(maxDifference), box \(String(describing: box))")
        }
    }

    @Test func sizeMismatchNamesBothSizes() {
        #expect(throws: BitmapComparison.SizeMismatch(expectedWidth: 3, expectedHeight: 4, actualWidth: 4, actualHeight: 3)) {
            try BitmapComparison(expected: Bitmap(width: 3, height: 4), actual: Bitmap(width: 4, height: 3))
        }
        let error = BitmapComparison.SizeMismatch(expectedWidth: 3, expectedHeight: 4, actualWidth: 4, actualHeight: 3)
        #expect(error.description == "sizes differ: expected 3×4, actual 4×3")
        #expect(throws: BitmapComparison.SizeMismatch.self) {
            try BitmapComparison.diffImage(expected: Bitmap(width: 1, height: 1), actual: Bitmap(width: 2, height: 1))
        }
    }

    @Test func emptyBitmapsAreEqual() throws {
        let comparison = try BitmapComparison(expected: Bitmap(width: 0, height: 0), actual: Bitmap(width: 0, height: 0))
        #expect(comparison.isEqual && comparison.differingFraction == 0)
    }

    @Test func diffImageFadesTheReferenceAndMarksDifferencesInRed() throws {
        // Black opaque, white opaque, black fully transparent, a pixel that differs.
        let expected = Bitmap(width: 4, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 0, 10, 20, 30, 255])
        let actual = Bitmap(width: 4, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 0, 10, 20, 31, 255])
        let diff = try BitmapComparison.diffImage(expected: expected, actual: actual)
        #expect(diff.pixels == [229, 229, 229, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 255])
    }
}
