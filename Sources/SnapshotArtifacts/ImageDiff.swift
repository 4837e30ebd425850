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

    /// The metrics and the diff image in one pass over the pixels.
    public static func compareWithDiffImage(
        _ reference: Bitmap, _ actual: Bitmap, options: ImageDiffOptions = .exact
    ) -> (metrics: ImageDiffMetrics, diffImage: Bitmap) {
        let (metrics, indexed) = compareWithIndexedDiffImage(reference, actual, options: options)
        return (metrics, indexed.bitmap)
    }

    /// The metrics and the diff image as palette indices (``IndexedDiffImage``) in one pass over the
    /// pixels: what a failing assertion needs, since the diff image has only a few dozen colours and
    /// is written as an indexed-colour PNG, a quarter of the bytes of RGBA.
    public static func compareWithIndexedDiffImage(
        _ reference: Bitmap, _ actual: Bitmap, options: ImageDiffOptions = .exact
    ) -> (metrics: ImageDiffMetrics, diffImage: IndexedDiffImage) {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var metrics: ImageDiffMetrics?
        // Every output byte is written by `run`, so the buffer starts uninitialised (no memset).
        let indices = [UInt8](unsafeUninitializedCapacity: width * height) { buffer, count in
            metrics = run(reference, actual, options: options, output: buffer)
            count = buffer.count
        }
        return (metrics!, IndexedDiffImage(width: width, height: height, indices: indices))
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

    /// Compares, writing one ``IndexedDiffImage`` palette index per pixel to `output` when given.
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
        let red = IndexedDiffImage.redIndex, yellow = IndexedDiffImage.yellowIndex

        reference.pixels.withUnsafeBufferPointer { ref in
            actual.pixels.withUnsafeBufferPointer { act in
                let refWords = UnsafeRawBufferPointer(ref), actWords = UnsafeRawBufferPointer(act)
                var grey = GreyCache()
                let deltaE = DeltaECache()
                defer { deltaE.deallocate() }
                var y = 0
                while y < height {
                    // Equal rows hold no differences: skip them with one memcmp when not drawing;
                    // when drawing, they are all grey, and a row equal to the one above (a plain
                    // background) is a copy of the row drawn above.
                    if sameSize, let refBase = ref.baseAddress, let actBase = act.baseAddress,
                        memcmp(refBase + y * width * 4, actBase + y * width * 4, width * 4) == 0
                    {
                        if let output, let outBase = output.baseAddress {
                            let row = y * width * 4
                            if y > 0 && memcmp(refBase + row - width * 4, refBase + row, width * 4) == 0
                                && memcmp(refBase + row - width * 4, actBase + row - width * 4, width * 4) == 0
                            {
                                memcpy(outBase + y * width, outBase + (y - 1) * width, width)
                            } else {
                                for x in 0..<width { outBase[y * width + x] = grey.index(ref, row + x * 4) }
                            }
                        }
                        y += 1
                        continue
                    }
                    var x = 0
                    while x < width {
                        defer { x += 1 }
                        let out = y * width + x
                        let inReference = x < reference.width && y < reference.height
                        let inActual = x < actual.width && y < actual.height
                        guard inReference && inActual else {
                            // Padding: a pixel only one image has always differs.
                            metrics.differentPixels += 1
                            minX = min(minX, x)
                            minY = min(minY, y)
                            maxX = max(maxX, x)
                            maxY = max(maxY, y)
                            output?[out] = red
                            continue
                        }
                        let r = (y * reference.width + x) * 4
                        let a = (y * actual.width + x) * 4
                        let referencePixel = refWords.loadUnaligned(fromByteOffset: r, as: UInt32.self)
                        let actualPixel = actWords.loadUnaligned(fromByteOffset: a, as: UInt32.self)
                        var differs = false
                        if referencePixel != actualPixel {
                            metrics.maxChannelDifference = max(metrics.maxChannelDifference, Self.channelDifference(referencePixel, actualPixel))
                            let difference = deltaE.value(referencePixel.littleEndian, actualPixel.littleEndian)
                            metrics.maxDeltaE = max(metrics.maxDeltaE, difference)
                            differs = perceptual ? difference > threshold : true
                        }
                        if differs && detectsAntialiasing
                            && (ImageDiffAntialiasing.isAntialiased(ref, act, x: x, y: y, width: width, height: height)
                                || ImageDiffAntialiasing.isAntialiased(act, ref, x: x, y: y, width: width, height: height))
                        {
                            metrics.antialiasedPixels += 1
                            output?[out] = yellow
                        } else if differs {
                            metrics.differentPixels += 1
                            minX = min(minX, x)
                            minY = min(minY, y)
                            maxX = max(maxX, x)
                            maxY = max(maxY, y)
                            output?[out] = red
                        } else if let output {
                            output[out] = grey.index(ref, r)
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

    /// The largest difference of one byte between two pixels.
    @inline(__always)
    static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        var shift: UInt32 = 0
        while shift < 32 {
            largest = max(largest, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
            shift += 8
        }
        return largest
    }

    /// ``greyValue(_:_:)`` as an ``IndexedDiffImage`` index, remembering the last pixel it
    /// converted: screenshots are long runs of one colour, so most pixels skip the floating-point
    /// conversion (the result is the same).
    private struct GreyCache {
        var pixel: UInt32 = 0
        var last: UInt8 = 0
        var valid = false

        @inline(__always)
        mutating func index(_ image: UnsafeBufferPointer<UInt8>, _ position: Int) -> UInt8 {
            let value = UnsafeRawBufferPointer(image).loadUnaligned(fromByteOffset: position, as: UInt32.self)
            if !valid || value != pixel {
                pixel = value
                last = IndexedDiffImage.greyIndex(ImageDiff.greyValue(image, position))
                valid = true
            }
            return last
        }
    }

    /// ΔE of differing pixel pairs, remembered in a small direct-mapped table: a change repeats
    /// the same pair of colours over whole areas, and the CIE94 computation (two Lab conversions,
    /// cube roots) costs far more than a lookup. The values are exactly those computed.
    private struct DeltaECache {
        static let bits = 10
        /// `reference << 32 | actual`; 0 (two equal transparent-black pixels) is never looked up.
        let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: 1 << bits)
        let values = UnsafeMutablePointer<Double>.allocate(capacity: 1 << bits)

        init() {
            keys.initialize(repeating: 0, count: 1 << Self.bits)
            values.initialize(repeating: 0, count: 1 << Self.bits)
        }

        func deallocate() {
            keys.deallocate()
            values.deallocate()
        }

        /// ΔE of two different RGBA pixels given as little-endian words (R in the low byte).
        @inline(__always)
        func value(_ reference: UInt32, _ actual: UInt32) -> Double {
            let key = UInt64(reference) << 32 | UInt64(actual)
            let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - Self.bits))
            if keys[slot] == key { return values[slot] }
            let result = ImageDiffColor.deltaE(
                UInt8(truncatingIfNeeded: reference), UInt8(truncatingIfNeeded: reference >> 8),
                UInt8(truncatingIfNeeded: reference >> 16), UInt8(truncatingIfNeeded: reference >> 24),
                UInt8(truncatingIfNeeded: actual), UInt8(truncatingIfNeeded: actual >> 8),
                UInt8(truncatingIfNeeded: actual >> 16), UInt8(truncatingIfNeeded: actual >> 24)
            )
            keys[slot] = key
            values[slot] = result
            return result
        }
    }

    /// The reference pixel as grey, faded to 10 % over white (pixelmatch's `drawGrayPixel`): never
    /// below 229, since the fade keeps at least 90 % of white.
    @inline(__always)
    static func greyValue(_ image: UnsafeBufferPointer<UInt8>, _ position: Int) -> UInt8 {
        let luma = ImageDiffColor.yiqY(Double(image[position]), Double(image[position + 1]), Double(image[position + 2]))
        let value = ImageDiffColor.blendWithWhite(luma, 0.1 * Double(image[position + 3]) / 255)
        return UInt8(max(0, min(255, value.rounded())))
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
