import Foundation

/// A pixel-by-pixel comparison of two same-sized bitmaps: how many pixels differ, by how much, and where.
///
/// Two pixels differ when any of their four RGBA bytes differ (exact comparison: the colour of a fully
/// transparent pixel counts too, since Darkroom's PNG round trip preserves it). Equal buffers are detected
/// with a single `memcmp`; otherwise rows are compared with `memcmp` first and only differing rows are
/// scanned pixel by pixel. The diff image follows pixelmatch: the expected image faded to light grey, with
/// differing pixels in red.
public struct BitmapComparison: Sendable, Equatable {
    /// The two bitmaps do not have the same size.
    public struct SizeMismatch: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
        /// Expected width and height.
        public var expectedWidth: Int, expectedHeight: Int
        /// Actual width and height.
        public var actualWidth: Int, actualHeight: Int

        public var description: String {
            "sizes differ: expected \(expectedWidth)×\(expectedHeight), actual \(actualWidth)×\(actualHeight)"
        }

        public var errorDescription: String? { description }
    }

    /// A rectangle of pixels.
    public struct Region: Sendable, Equatable, CustomStringConvertible {
        /// Left column.
        public var x: Int
        /// Top row.
        public var y: Int
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int

        /// Creates a region.
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        public var description: String { "x \(x), y \(y), \(width)×\(height)" }
    }

    /// Width of both bitmaps.
    public let width: Int
    /// Height of both bitmaps.
    public let height: Int
    /// Number of pixels whose RGBA bytes are not all equal.
    public let differingPixelCount: Int
    /// The largest difference of one channel (R, G, B or A) between the two images, 0...255.
    public let maxChannelDifference: Int
    /// The smallest rectangle holding every differing pixel; `nil` when the images are equal.
    public let boundingBox: Region?

    /// Number of pixels compared.
    public var pixelCount: Int { width * height }
    /// `differingPixelCount / pixelCount` (0 for empty images).
    public var differingFraction: Double { pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount) }
    /// Whether every pixel is equal.
    public var isEqual: Bool { differingPixelCount == 0 }

    /// Compares `actual` against `expected`.
    /// - Throws: `SizeMismatch` when their sizes differ.
    public init(expected: Bitmap, actual: Bitmap) throws(SizeMismatch) {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw SizeMismatch(expectedWidth: expected.width, expectedHeight: expected.height, actualWidth: actual.width, actualHeight: actual.height)
        }
        let w = expected.width, h = expected.height
        let (count, maxDifference, box) = expected.pixels.withUnsafeBytes { e in
            actual.pixels.withUnsafeBytes { a in
                Self.scan(e, a, width: w, height: h, stride: w * 4)
            }
        }
        width = w
        height = h
        differingPixelCount = count
        maxChannelDifference = maxDifference
        boundingBox = box
    }

    private static func scan(_ e: UnsafeRawBufferPointer, _ a: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int)
        -> (count: Int, max: Int, box: Region?) {
        let total = stride * height
        guard total > 0, let eBase = e.baseAddress, let aBase = a.baseAddress else { return (0, 0, nil) }
        if memcmp(eBase, aBase, total) == 0 { return (0, 0, nil) }
        var count = 0
        var maxDifference = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            let rowOffset = y * stride
            if memcmp(eBase + rowOffset, aBase + rowOffset, stride) == 0 { continue }
            var rowMinX = Int.max, rowMaxX = -1
            for x in 0..<width {
                let offset = rowOffset + x * 4
                let ep = e.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                let ap = a.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                if ep == ap { continue }
                count += 1
                if x < rowMinX { rowMinX = x }
                rowMaxX = x
                var shift: UInt32 = 0
                while shift < 32 {
                    let d = abs(Int((ep >> shift) & 0xFF) - Int((ap >> shift) & 0xFF))
                    if d > maxDifference { maxDifference = d }
                    shift += 8
                }
            }
            if rowMaxX >= 0 {
                minX = min(minX, rowMinX)
                maxX = max(maxX, rowMaxX)
                if minY == Int.max { minY = y }
                maxY = y
            }
        }
        guard count > 0 else { return (0, 0, nil) }
        return (count, maxDifference, Region(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
    }

    /// A diff image in the style of pixelmatch: `expected` converted to grey and faded towards white
    /// (so that 10% of its contrast remains, after compositing it over white), with every pixel that differs
    /// in `actual` drawn in opaque red. The result is opaque and the same size as the inputs.
    /// - Throws: `SizeMismatch` when their sizes differ.
    public static func diffImage(expected: Bitmap, actual: Bitmap) throws(SizeMismatch) -> Bitmap {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw SizeMismatch(expectedWidth: expected.width, expectedHeight: expected.height, actualWidth: actual.width, actualHeight: actual.height)
        }
        let count = expected.pixels.count
        let output = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            let destination = UnsafeMutableRawBufferPointer(out)
            expected.pixels.withUnsafeBytes { e in
                actual.pixels.withUnsafeBytes { a in
                    let red = UInt32(255) | (UInt32(255) << 24)
                    var offset = 0
                    while offset < count {
                        let ep = UInt32(littleEndian: e.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                        let ap = UInt32(littleEndian: a.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                        let pixel: UInt32
                        if ep != ap {
                            pixel = red
                        } else {
                            // Rec. 601 luma, composited over white by alpha, keeping 10% of the contrast.
                            let luma = (299 * Int(ep & 0xFF) + 587 * Int((ep >> 8) & 0xFF) + 114 * Int((ep >> 16) & 0xFF) + 500) / 1000
                            let alpha = Int(ep >> 24)
                            let value = UInt32(255 - ((255 - luma) * alpha + 1275) / 2550)
                            pixel = value | (value << 8) | (value << 16) | (UInt32(255) << 24)
                        }
                        destination.storeBytes(of: pixel.littleEndian, toByteOffset: offset, as: UInt32.self)
                        offset += 4
                    }
                }
            }
            initialized = count
        }
        return Bitmap(width: expected.width, height: expected.height, pixels: output)
    }

    /// One line for people: "identical (W×H)" or the count and percentage of differing pixels, the largest
    /// channel difference and the bounding box.
    public var summary: String {
        guard let box = boundingBox else { return "identical: \(width)×\(height) pixels" }
        let percent = String(format: "%.4f", differingFraction * 100)
        return "\(differingPixelCount) of \(pixelCount) pixels differ (\(percent)%), largest channel difference \(maxChannelDifference), bounding box \(box)"
    }
}
