import Foundation
import PNG
import Rasterizer
import Testing
@testable import Darkroom
@testable import SnapshotArtifacts

/// The diff image as palette indices: the same picture as ``ImageDiff/diffImage(_:_:options:)``,
/// written by failing assertions as an indexed-colour PNG.
@Suite struct IndexedDiffImageTests {
    /// A random image over a few colours (so that pairs of colours repeat, as on a real screen), with
    /// some translucent ones.
    static func fewColourImage(width: Int, height: Int, colours: [[UInt8]], generator: inout SplitMix64) -> Bitmap {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) {
            pixels += colours[Int.random(in: 0..<colours.count, using: &generator)]
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test func theIndexedDiffIsTheDiffImage() {
        let reference = ImageDiffTests.edgeImage(at: 4.25)
        let shifted = ImageDiffTests.edgeImage(at: 4.75)
        for options in [ImageDiffOptions.exact, .init(perceptualPrecision: 0.98), .init(ignoresAntialiasing: true)] {
            let (metrics, indexed) = ImageDiff.compareWithIndexedDiffImage(reference, shifted, options: options)
            #expect(metrics == ImageDiff.compare(reference, shifted, options: options))
            #expect(indexed.bitmap == ImageDiff.diffImage(reference, shifted, options: options))
        }
    }

    @Test func thePaletteHoldsEveryColourADiffCanHave() throws {
        // Black and transparent references give the darkest and lightest greys of the fade.
        let black = solidBitmap(width: 3, height: 2, 0, 0, 0)
        let darkest = ImageDiff.compareWithIndexedDiffImage(black, black).diffImage
        #expect(Set(darkest.indices) == [IndexedDiffImage.greyIndex(darkest.bitmap.pixels[0])])
        #expect((229...230).contains(darkest.bitmap.pixels[0]))
        let clear = solidBitmap(width: 3, height: 2, 0, 0, 0, 0)
        #expect(ImageDiff.diffImage(clear, clear).pixels[0] == 255)

        let palette = IndexedDiffImage.palette
        #expect(palette.count == 256)
        #expect(palette.expand([IndexedDiffImage.redIndex]) == [255, 0, 0, 255])
        #expect(palette.expand([IndexedDiffImage.yellowIndex]) == [255, 255, 0, 255])
        for grey in UInt8(2)...255 {
            #expect(palette.expand([IndexedDiffImage.greyIndex(grey)]) == [grey, grey, grey, 255])
        }
    }

    @Test func theDiffPNGIsIndexedAndDecodesToTheDiffImage() throws {
        let reference = ImageDiffTests.edgeImage(at: 4.25)
        let shifted = ImageDiffTests.edgeImage(at: 4.75)
        let indexed = ImageDiff.compareWithIndexedDiffImage(reference, shifted).diffImage
        let data = try BitmapCodec.png.encodeDiff(indexed)
        #expect(data[data.startIndex + 25] == 3, "colour type must be indexed (3)")
        #expect(try Bitmap(pngData: data) == ImageDiff.diffImage(reference, shifted))
        #expect(try BitmapCodec.png.encodeDiff(indexed) == data)
    }

    /// The ΔE cache returns exactly what computing every pixel gives: the largest ΔE, and which
    /// pixels pass a perceptual threshold.
    @Test func metricsEqualABruteForceComparison() {
        let seed: UInt64 = 0xD1FF_0005
        print("IndexedDiffImageTests.metricsEqualABruteForceComparison seed \(seed)")
        var generator = SplitMix64(seed: seed)
        for round in 0..<12 {
            let colours = (0..<Int.random(in: 2...40, using: &generator)).map { _ in
                [
                    UInt8.random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
                    .random(in: 0...255, using: &generator), Bool.random(using: &generator) ? 255 : .random(in: 0...255, using: &generator),
                ]
            }
            let width = Int.random(in: 1...90, using: &generator), height = Int.random(in: 1...60, using: &generator)
            let reference = Self.fewColourImage(width: width, height: height, colours: colours, generator: &generator)
            let actual = Self.fewColourImage(width: width, height: height, colours: colours, generator: &generator)
            let options = ImageDiffOptions(perceptualPrecision: 0.9)
            var largest = 0.0, above = 0
            for pixel in 0..<(width * height) {
                let r = Array(reference.pixels[(pixel * 4)..<(pixel * 4 + 4)]), a = Array(actual.pixels[(pixel * 4)..<(pixel * 4 + 4)])
                guard r != a else { continue }
                let deltaE = ImageDiffColor.deltaE(r[0], r[1], r[2], r[3], a[0], a[1], a[2], a[3])
                largest = max(largest, deltaE)
                if deltaE > options.deltaEThreshold { above += 1 }
            }
            let metrics = ImageDiff.compareWithIndexedDiffImage(reference, actual, options: options).metrics
            #expect(metrics.maxDeltaE == largest, "seed \(seed) round \(round)")
            #expect(metrics.differentPixels == above, "seed \(seed) round \(round)")
        }
    }
}
