import Foundation
import Rasterizer

/// Compares two RGBA bitmaps: exact, perceptual (CIE94 ΔE) and anti-aliasing-aware, with a
/// pixelmatch-style diff image. Pure functions; used by the `.image` strategies and the
/// `darkroom diff` command.
///
/// ```swift
/// let metrics = ImageDiff.compare(reference, actual, options: .init(perceptualPrecision: 0.98))
/// if !metrics.passes {
///   print(ImageDiff.message(for: metrics))
///   let diff = ImageDiff.diffImage(reference, actual, options: metrics.options)
/// }
/// ```
public enum ImageDiff {
    /// Compares `actual` with `reference`. Identical pixels return at once, after one `memcmp`.
    public static func compare(_ reference: Bitmap, _ actual: Bitmap, options: ImageDiffOptions = .exact) -> ImageDiffMetrics {
        run(reference, actual, options: options, output: nil)
    }

    /// The diff image: the reference faded to grey, counted differences in red, ignored
    /// anti-aliasing in yellow; sizes that differ are padded to the larger width and height,
    /// and the padding is red.
    public static func diffImage(_ reference: Bitmap, _ actual: Bitmap, options: ImageDiffOptions = .exact) -> Bitmap {
        compareWithDiffImage(reference, actual, options: options).diffImage
    }

    /// The metrics and the diff image in one pass over the pixels (what a failing assertion needs).
    public static func compareWithDiffImage(
        _ reference: Bitmap, _ actual: Bitmap, options: ImageDiffOptions = .exact
    ) -> (metrics: ImageDiffMetrics, diffImage: Bitmap) {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var metrics: ImageDiffMetrics?
        // Every output byte is written by `run`, so the buffer starts uninitialised (no 12 MB memset).
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            metrics = run(reference, actual, options: options, output: buffer)
            count = buffer.count
        }
        return (metrics!, Bitmap(width: width, height: height, pixels: pixels))
    }

    /// Whether two bitmaps have the same size and bytes (one `memcmp`).
    public static func identical(_ reference: Bitmap, _ actual: Bitmap) -> Bool {
        guard reference.width == actual.width, reference.height == actual.height else { return false }
        return reference.pixels.withUnsafeBytes { lhs in
            actual.pixels.withUnsafeBytes { rhs in
                lhs.count == rhs.count && (lhs.count == 0 || memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0)
            }
        }
    }

    /// A failure message for metrics that do not pass: sizes, differing pixels (count and
    /// percentage), the largest ΔE, the bounding box of the differences and the thresholds.
    public static func message(for metrics: ImageDiffMetrics) -> String {
        var lines: [String] = []
        if metrics.sizesDiffer {
            lines.append(
                "Newly-taken snapshot@\(metrics.actualWidth)×\(metrics.actualHeight) does not match reference@\(metrics.referenceWidth)×\(metrics.referenceHeight) (pixels)."
            )
        } else {
            lines.append("Newly-taken snapshot does not match reference.")
        }
        let percent = formatted(metrics.differentFraction * 100, digits: 3)
        var counts = "\(metrics.differentPixels) of \(metrics.totalPixels) pixels differ (\(percent)%)"
        if metrics.options.ignoresAntialiasing {
            counts += ", \(metrics.antialiasedPixels) more ignored as anti-aliasing"
        }
        lines.append(counts + "; largest ΔE \(formatted(metrics.maxDeltaE, digits: 2)).")
        if let box = metrics.boundingBox {
            lines.append("Differences lie within \(box).")
        }
        let options = metrics.options
        let required = Int((Double(options.precision) * Double(metrics.totalPixels)).rounded(.up))
        var thresholds = "Thresholds: precision \(formatted(Double(options.precision), digits: 4)) (at least \(required) matching pixels), "
        if options.perceptualPrecision >= 1 {
            thresholds += "perceptual precision 1 (identical pixels)"
        } else {
            thresholds += "perceptual precision \(formatted(Double(options.perceptualPrecision), digits: 4)) (ΔE ≤ \(formatted(options.deltaEThreshold, digits: 2)))"
        }
        thresholds += options.ignoresAntialiasing ? ", anti-aliasing ignored." : "."
        lines.append(thresholds)
        return lines.joined(separator: "\n")
    }

    // MARK: - Core

    private static func run(
        _ reference: Bitmap, _ actual: Bitmap, options: ImageDiffOptions, output: UnsafeMutableBufferPointer<UInt8>?
    ) -> ImageDiffMetrics {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var metrics = ImageDiffMetrics(
            referenceWidth: reference.width, referenceHeight: reference.height,
            actualWidth: actual.width, actualHeight: actual.height,
            totalPixels: width * height, differentPixels: 0, antialiasedPixels: 0, maxDeltaE: 0,
            boundingBox: nil, options: options, passes: true
        )
        if output == nil && identical(reference, actual) { return metrics }

        let sameSize = !metrics.sizesDiffer
        let threshold = options.deltaEThreshold
        let perceptual = options.perceptualPrecision < 1
        let detectsAntialiasing = options.ignoresAntialiasing && sameSize
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

        reference.pixels.withUnsafeBufferPointer { ref in
            actual.pixels.withUnsafeBufferPointer { act in
                var grey = GreyCache()
                var y = 0
                while y < height {
                    // Equal rows hold no differences: skip them with one memcmp when not drawing;
                    // when drawing, they are all grey, and a row equal to the one above (a plain
                    // background) is a copy of the row drawn above.
                    if sameSize, let refBase = ref.baseAddress, let actBase = act.baseAddress,
                       memcmp(refBase + y * width * 4, actBase + y * width * 4, width * 4) == 0 {
                        if let output, let outBase = output.baseAddress {
                            let row = y * width * 4
                            if y > 0 && memcmp(refBase + row - width * 4, refBase + row, width * 4) == 0
                                && memcmp(refBase + row - width * 4, actBase + row - width * 4, width * 4) == 0 {
                                memcpy(outBase + row, outBase + row - width * 4, width * 4)
                            } else {
                                for x in 0..<width { grey.draw(ref, row + x * 4, output, row + x * 4) }
                            }
                        }
                        y += 1
                        continue
                    }
                    var x = 0
                    while x < width {
                        defer { x += 1 }
                        let out = (y * width + x) * 4
                        let inReference = x < reference.width && y < reference.height
                        let inActual = x < actual.width && y < actual.height
                        guard inReference && inActual else {
                            // Padding: a pixel only one image has always differs.
                            metrics.differentPixels += 1
                            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                            if let output { draw(output, out, 255, 0, 0) }
                            continue
                        }
                        let r = (y * reference.width + x) * 4
                        let a = (y * actual.width + x) * 4
                        let bytesEqual = ref[r] == act[a] && ref[r + 1] == act[a + 1] && ref[r + 2] == act[a + 2] && ref[r + 3] == act[a + 3]
                        var differs = false
                        if !bytesEqual {
                            let deltaE = ImageDiffColor.deltaE(
                                ref[r], ref[r + 1], ref[r + 2], ref[r + 3],
                                act[a], act[a + 1], act[a + 2], act[a + 3]
                            )
                            metrics.maxDeltaE = max(metrics.maxDeltaE, deltaE)
                            differs = perceptual ? deltaE > threshold : true
                        }
                        if differs && detectsAntialiasing
                            && (ImageDiffAntialiasing.isAntialiased(ref, act, x: x, y: y, width: width, height: height)
                                || ImageDiffAntialiasing.isAntialiased(act, ref, x: x, y: y, width: width, height: height)) {
                            metrics.antialiasedPixels += 1
                            if let output { draw(output, out, 255, 255, 0) }
                        } else if differs {
                            metrics.differentPixels += 1
                            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                            if let output { draw(output, out, 255, 0, 0) }
                        } else if let output {
                            grey.draw(ref, r, output, out)
                        }
                    }
                    y += 1
                }
            }
        }

        if maxX >= 0 {
            metrics.boundingBox = .init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
        if !sameSize {
            metrics.passes = false
        } else if metrics.totalPixels > 0 {
            let matching = Double(metrics.totalPixels - metrics.differentPixels) / Double(metrics.totalPixels)
            metrics.passes = matching >= Double(options.precision)
        }
        return metrics
    }

    @inline(__always)
    private static func draw(_ output: UnsafeMutableBufferPointer<UInt8>, _ position: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        output[position] = r
        output[position + 1] = g
        output[position + 2] = b
        output[position + 3] = 255
    }

    /// ``drawGrey(_:_:_:_:)`` remembering the last pixel it converted: screenshots are long runs of
    /// one colour, so most pixels skip the floating-point conversion (the result is the same).
    private struct GreyCache {
        var pixel: UInt32 = 0
        var byte: UInt8 = 0
        var valid = false

        @inline(__always)
        mutating func draw(_ image: UnsafeBufferPointer<UInt8>, _ position: Int, _ output: UnsafeMutableBufferPointer<UInt8>, _ out: Int) {
            let value = UInt32(image[position]) | UInt32(image[position + 1]) << 8 | UInt32(image[position + 2]) << 16 | UInt32(image[position + 3]) << 24
            if !valid || value != pixel {
                ImageDiff.drawGrey(image, position, output, out)
                pixel = value
                byte = output[out]
                valid = true
            } else {
                ImageDiff.draw(output, out, byte, byte, byte)
            }
        }
    }

    /// The reference pixel as grey, faded to 10 % over white (pixelmatch's `drawGrayPixel`).
    @inline(__always)
    private static func drawGrey(_ image: UnsafeBufferPointer<UInt8>, _ position: Int, _ output: UnsafeMutableBufferPointer<UInt8>, _ out: Int) {
        let luma = ImageDiffColor.yiqY(Double(image[position]), Double(image[position + 1]), Double(image[position + 2]))
        let value = ImageDiffColor.blendWithWhite(luma, 0.1 * Double(image[position + 3]) / 255)
        let byte = UInt8(max(0, min(255, value.rounded())))
        draw(output, out, byte, byte, byte)
    }

    /// Numbers in messages never depend on the user's locale (made once: creating a locale is slow).
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// `value` with at most `digits` decimals (`%.<digits>f` with trailing zeros removed), written
    /// without Foundation's formatter (a message is made for every failing comparison, and
    /// `String(format:)` costs more than diffing a small image). Never depends on the locale.
    static func formatted(_ value: Double, digits: Int) -> String {
        let digits = max(0, min(digits, 9))
        var scale: Double = 1
        for _ in 0..<digits { scale *= 10 }
        let magnitude = (value.magnitude * scale).rounded(.toNearestOrEven)
        guard value.isFinite, magnitude < 9e15 else {
            var text = String(format: "%.\(digits)f", locale: posix, value)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return text
        }
        var units = UInt64(magnitude)
        var fraction = ""
        var significant = false
        for _ in 0..<digits {
            let digit = units % 10
            units /= 10
            if digit != 0 { significant = true }
            if significant { fraction = String(digit) + fraction }
        }
        let sign = value.sign == .minus ? "-" : ""
        return sign + String(units) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
