import Foundation
import Rasterizer
import Testing
@testable import Darkroom
@testable import SnapshotArtifacts

@Suite struct ImageDiffTests {
    @Test func redVersusBlueOnePixel() {
        let red = solidBitmap(width: 1, height: 1, 255, 0, 0)
        let blue = solidBitmap(width: 1, height: 1, 0, 0, 255)
        let metrics = ImageDiff.compare(red, blue)
        #expect(!metrics.passes)
        #expect(metrics.differentPixels == 1)
        #expect(metrics.totalPixels == 1)
        #expect(metrics.differentFraction == 1)
        #expect(metrics.boundingBox == .init(x: 0, y: 0, width: 1, height: 1))
        #expect(metrics.maxDeltaE > 50)
        let message = ImageDiff.message(for: metrics)
        #expect(message.hasPrefix("Newly-taken snapshot does not match reference.\n1 of 1 pixels differ (100%); largest ΔE "))
        #expect(message.contains("Differences lie within 1×1 at (0, 0)."))
        #expect(message.contains("Thresholds: precision 1 (at least 1 matching pixels), perceptual precision 1 (identical pixels)."))
        #expect(ImageDiff.diffImage(red, blue).pixels == [255, 0, 0, 255])
    }

    @Test func identicalImagesPassWithoutWork() {
        let image = solidBitmap(width: 4, height: 3, 10, 20, 30)
        let metrics = ImageDiff.compare(image, image)
        #expect(metrics.passes)
        #expect(metrics.differentPixels == 0)
        #expect(metrics.maxDeltaE == 0)
        #expect(metrics.boundingBox == nil)
        #expect(ImageDiff.identical(image, image))
        // The diff of identical images is the reference faded to grey.
        let diff = ImageDiff.diffImage(image, image)
        #expect(diff.width == 4 && diff.height == 3)
        #expect(Set(stride(from: 0, to: diff.pixels.count, by: 4).map { diff.pixels[$0] }).count == 1)
        #expect(diff.pixels[0] > 200)
    }

    /// 100 pixels, `count` of which are changed from white to black.
    private func images(changing count: Int) -> (Bitmap, Bitmap) {
        let reference = solidBitmap(width: 10, height: 10, 255, 255, 255)
        var actual = reference
        for index in 0..<count {
            actual = actual.setting(x: index % 10, y: index / 10, to: [0, 0, 0, 255])
        }
        return (reference, actual)
    }

    @Test func precisionJustEnough() {
        let (reference, actual) = images(changing: 10)
        let metrics = ImageDiff.compare(reference, actual, options: .init(precision: 0.9))
        #expect(metrics.differentPixels == 10)
        #expect(metrics.passes)
    }

    @Test func precisionJustShort() {
        let (reference, actual) = images(changing: 11)
        let metrics = ImageDiff.compare(reference, actual, options: .init(precision: 0.9))
        #expect(metrics.differentPixels == 11)
        #expect(!metrics.passes)
        #expect(metrics.boundingBox == .init(x: 0, y: 0, width: 10, height: 2))
        #expect(ImageDiff.message(for: metrics).contains("11 of 100 pixels differ (11%)"))
        #expect(ImageDiff.message(for: metrics).contains("precision 0.9 (at least 90 matching pixels)"))
    }

    @Test func deltaEOfKnownColours() {
        let black = ImageDiffColor.lab(red: 0, green: 0, blue: 0)
        let white = ImageDiffColor.lab(red: 255, green: 255, blue: 255)
        let grey = ImageDiffColor.lab(red: 128, green: 128, blue: 128)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(abs(grey.l - 53.585) < 0.01)
        #expect(abs(ImageDiffColor.deltaE94(black, white) - 100) < 0.01)
        // sRGB red is L 53.24, a 80.09, b 67.20 (D65).
        let red = ImageDiffColor.lab(red: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.05 && abs(red.b - 67.20) < 0.05)
    }

    @Test func perceptualPrecisionJustUnderAndJustOverTheThreshold() {
        let reference = solidBitmap(width: 2, height: 2, 120, 130, 140)
        let actual = reference.setting(x: 1, y: 1, to: [124, 130, 138, 255])
        let deltaE = ImageDiffColor.deltaE(120, 130, 140, 255, 124, 130, 138, 255)
        #expect(deltaE > 0.5 && deltaE < 5)

        let lenient = ImageDiff.compare(reference, actual, options: .init(perceptualPrecision: Float(1 - (deltaE + 0.02) / 100)))
        #expect(lenient.passes)
        #expect(lenient.differentPixels == 0)
        #expect(abs(lenient.maxDeltaE - deltaE) < 1e-9)

        let strict = ImageDiff.compare(reference, actual, options: .init(perceptualPrecision: Float(1 - (deltaE - 0.02) / 100)))
        #expect(!strict.passes)
        #expect(strict.differentPixels == 1)

        // The same pixel fails at precision 1 and passes when 3 of 4 pixels may match.
        #expect(ImageDiff.compare(reference, actual, options: .init(precision: 0.75, perceptualPrecision: Float(1 - (deltaE - 0.02) / 100))).passes)
        #expect(!ImageDiff.compare(reference, actual, options: .init(precision: 0.76, perceptualPrecision: Float(1 - (deltaE - 0.02) / 100))).passes)
    }

    @Test func alphaOnlyChangesAreSeenPerceptually() {
        let opaque = solidBitmap(width: 1, height: 1, 255, 255, 255, 255)
        let clear = solidBitmap(width: 1, height: 1, 255, 255, 255, 0)
        let metrics = ImageDiff.compare(opaque, clear, options: .init(perceptualPrecision: 0.98))
        #expect(!metrics.passes)
        #expect(metrics.maxDeltaE > 99)
    }

    @Test func sizeMismatchPadsBothImages() {
        let reference = solidBitmap(width: 2, height: 2, 0, 0, 0)
        let actual = solidBitmap(width: 3, height: 1, 0, 0, 0)
        let metrics = ImageDiff.compare(reference, actual, options: .init(precision: 0))
        #expect(metrics.sizesDiffer)
        #expect(!metrics.passes)
        #expect(metrics.totalPixels == 6)
        #expect(metrics.differentPixels == 4)  // (2,0) only in actual; (0,1), (1,1) only in reference; (2,1) in neither
        #expect(ImageDiff.message(for: metrics).hasPrefix("Newly-taken snapshot@3×1 does not match reference@2×2 (pixels)."))
        let diff = ImageDiff.diffImage(reference, actual)
        #expect(diff.width == 3 && diff.height == 2)
        let red: [UInt8] = [255, 0, 0, 255]
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(diff.pixels[((y * 3 + x) * 4)..<((y * 3 + x) * 4 + 4)]) }
        #expect(pixel(2, 0) == red && pixel(0, 1) == red && pixel(2, 1) == red)
        #expect(pixel(0, 0) != red)
    }

    /// A white 8×8 image with a black area left of a vertical edge at `edge` (in pixels): the
    /// column the edge crosses gets the covered fraction of black, as an anti-aliasing rasteriser draws it.
    static func edgeImage(at edge: Double) -> Bitmap {
        var bitmap = solidBitmap(width: 8, height: 8, 255, 255, 255)
        for y in 0..<8 {
            for x in 0..<8 {
                let coverage = max(0, min(1, edge - Double(x)))
                let value = UInt8((255 * (1 - coverage)).rounded())
                bitmap = bitmap.setting(x: x, y: y, to: [value, value, value, 255])
            }
        }
        return bitmap
    }

    @Test func antialiasingOfAShapeShiftedByAFractionOfAPixel() {
        let reference = Self.edgeImage(at: 4.25)
        let actual = Self.edgeImage(at: 4.75)
        #expect(reference.pixels[16] == 191 && actual.pixels[16] == 64)

        let strict = ImageDiff.compare(reference, actual)
        #expect(strict.differentPixels == 8)
        #expect(strict.boundingBox == .init(x: 4, y: 0, width: 1, height: 8))

        let tolerant = ImageDiff.compare(reference, actual, options: .init(ignoresAntialiasing: true))
        #expect(tolerant.passes)
        #expect(tolerant.differentPixels == 0)
        #expect(tolerant.antialiasedPixels == 8)

        // Anti-aliasing pixels are yellow in the diff image.
        let diff = ImageDiff.diffImage(reference, actual, options: .init(ignoresAntialiasing: true))
        #expect(Array(diff.pixels[16..<20]) == [255, 255, 0, 255])
    }

    @Test func realChangesCountEvenWhenIgnoringAntialiasing() {
        let reference = Self.edgeImage(at: 4.25)
        var actual = Self.edgeImage(at: 4.75)
        for (x, y) in [(6, 2), (7, 2), (6, 3), (7, 3)] {
            actual = actual.setting(x: x, y: y, to: [0, 0, 0, 255])
        }
        let metrics = ImageDiff.compare(reference, actual, options: .init(ignoresAntialiasing: true))
        #expect(!metrics.passes)
        #expect(metrics.differentPixels == 4)
        #expect(metrics.antialiasedPixels == 8)
        #expect(metrics.boundingBox == .init(x: 6, y: 2, width: 2, height: 2))
        #expect(ImageDiff.message(for: metrics).contains("4 of 64 pixels differ (6.25%), 8 more ignored as anti-aliasing"))
    }

    @Test func pixelmatchSiblingRules() {
        // A lone grey pixel between black and white has too few equal neighbours to be ruled out,
        // and its darkest neighbour has 3+ equal siblings in both images.
        let image = Self.edgeImage(at: 4.5)
        image.pixels.withUnsafeBufferPointer { buffer in
            #expect(ImageDiffAntialiasing.hasManySiblings(buffer, x: 0, y: 0, width: 8, height: 8))
            #expect(ImageDiffAntialiasing.isAntialiased(buffer, buffer, x: 4, y: 3, width: 8, height: 8))
            // A pixel inside a flat area is not anti-aliasing.
            #expect(!ImageDiffAntialiasing.isAntialiased(buffer, buffer, x: 6, y: 3, width: 8, height: 8))
        }
    }

    /// Numbers in messages read as `%.Nf` with trailing zeros removed, whatever the value (the
    /// formatter does not go through Foundation, which was most of a small comparison's time).
    @Test func messageNumbersMatchPrintfFormatting() {
        let posix = Locale(identifier: "en_US_POSIX")
        func printf(_ value: Double, _ digits: Int) -> String {
            var text = String(format: "%.\(digits)f", locale: posix, value)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return text
        }
        let fixed: [Double] = [0, 1, 100, 0.5, 0.125, 0.375, 2.5, 0.0005, 0.98, 0.999_95, 12.345, 99.999_9, 1e-9, 2.302_585, 123_456.789, -0.25]
        for value in fixed {
            for digits in 0...4 {
                #expect(ImageDiff.formatted(value, digits: digits) == printf(value, digits), "\(value) with \(digits) digits")
            }
        }
        // Fractions of pixel counts (differing pixels of a total), as messages show them.
        var seed: UInt64 = 0x5EED_D1FF
        print("messageNumbersMatchPrintfFormatting seed \(seed)")
        for _ in 0..<2_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let total = Int(seed >> 40) % 2_000_000 + 1
            let differing = Int(seed >> 20 & 0xFFFFF) % total
            let percent = Double(differing) / Double(total) * 100
            #expect(ImageDiff.formatted(percent, digits: 3) == printf(percent, 3), "\(differing) of \(total)")
            #expect(ImageDiff.formatted(percent / 3, digits: 2) == printf(percent / 3, 2), "\(differing) of \(total) / 3")
        }
        #expect(ImageDiff.formatted(.infinity, digits: 2) == printf(.infinity, 2))
    }
}
