import Foundation

/// Resamples a straight-alpha bitmap into premultiplied device pixels and composites it source-over.
///
/// Axis-aligned placements are separable: each axis gets a table of source taps per device pixel
/// (nearest, bilinear when enlarging, or the exact overlap of the pixel's footprint when shrinking),
/// and pixels on the image's edges are weighted by how much of them the image covers.
struct BitmapDrawer {
    let bitmap: Bitmap
    /// Maps bitmap pixel coordinates to device pixels.
    let placement: Transform2D
    let interpolation: ImageInterpolation
    let opacity: Double

    /// One device pixel's source taps along an axis, and the fraction of the pixel the image covers.
    struct AxisTaps {
        var first: Int
        var weights: [Float]
        var coverage: Float
    }

    /// Draws and returns the touched device bounds (minX, minY, maxX, maxY exclusive), if any.
    func draw(into pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, clip: UnsafePointer<UInt8>?) -> (Int, Int, Int, Int)? {
        guard placement.isAxisAligned, placement.a > 0, placement.d > 0 else {
            return drawTransformed(into: pixels, width: width, height: height, clip: clip)
        }
        let x0 = Double(placement.tx), y0 = Double(placement.ty)
        let x1 = x0 + Double(placement.a) * Double(bitmap.width), y1 = y0 + Double(placement.d) * Double(bitmap.height)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        let minX = Self.pixel(x0.rounded(.down), width), maxX = Self.pixel(x1.rounded(.up), width)
        let minY = Self.pixel(y0.rounded(.down), height), maxY = Self.pixel(y1.rounded(.up), height)
        guard minX < maxX, minY < maxY else { return nil }
        if placement.a == 1, placement.d == 1, x0 == x0.rounded(), y0 == y0.rounded() {
            drawUnscaled(into: pixels, width: width, clip: clip, offsetX: Int(x0), offsetY: Int(y0), bounds: (minX, minY, maxX, maxY))
            return (minX, minY, maxX, maxY)
        }
        let columns = (minX..<maxX).map { taps(device: $0, origin: x0, end: x1, scale: Double(placement.a), size: bitmap.width) }
        let rows = (minY..<maxY).map { taps(device: $0, origin: y0, end: y1, scale: Double(placement.d), size: bitmap.height) }
        let premultiplied = premultipliedSource()
        let sourceWidth = bitmap.width
        let opacity = Float(self.opacity)
        // The column taps flattened to `stride` slots each (unused slots weigh 0 and are skipped, as zero weights
        // are), so the inner loop reads two flat arrays; the arithmetic is the same, term for term.
        let stride = max(1, columns.map(\.weights.count).max() ?? 1)
        var columnFirst = [Int](repeating: 0, count: columns.count)
        var columnWeights = [Float](repeating: 0, count: columns.count * stride)
        var columnCoverage = [Float](repeating: 0, count: columns.count)
        for (c, taps) in columns.enumerated() {
            columnFirst[c] = taps.first * 4
            columnCoverage[c] = taps.coverage
            for (k, weight) in taps.weights.enumerated() { columnWeights[c * stride + k] = weight }
        }
        var line = [Float](repeating: 0, count: sourceWidth * 4)
        premultiplied.withUnsafeBufferPointer { src in
            line.withUnsafeMutableBufferPointer { line in
                columnFirst.withUnsafeBufferPointer { columnFirst in
                    columnWeights.withUnsafeBufferPointer { columnWeights in
                        columnCoverage.withUnsafeBufferPointer { columnCoverage in
                            for (rowIndex, rowTaps) in rows.enumerated() {
                                let y = minY + rowIndex
                                // Vertical pass into one source-width line.
                                for i in 0..<(sourceWidth * 4) { line[i] = 0 }
                                for (k, weight) in rowTaps.weights.enumerated() where weight != 0 {
                                    let base = (rowTaps.first + k) * sourceWidth * 4
                                    for i in 0..<(sourceWidth * 4) { line[i] += weight * src[base + i] }
                                }
                                let rowCoverage = rowTaps.coverage
                                let clipRow = clip.map { $0 + y * width }
                                for columnIndex in 0..<columnFirst.count {
                                    let x = minX + columnIndex
                                    var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                                    let first = columnFirst[columnIndex], slots = columnIndex * stride
                                    for k in 0..<stride {
                                        let weight = columnWeights[slots + k]
                                        if weight == 0 { continue }
                                        let i = first + k * 4
                                        r += weight * line[i]
                                        g += weight * line[i + 1]
                                        b += weight * line[i + 2]
                                        a += weight * line[i + 3]
                                    }
                                    var coverage = columnCoverage[columnIndex] * rowCoverage * opacity
                                    if let clipRow { coverage *= Float(clipRow[x]) / 255 }
                                    composite(pixels, y * width + x, r, g, b, a, coverage)
                                }
                            }
                        }
                    }
                }
            }
        }
        return (minX, minY, maxX, maxY)
    }

    /// A bitmap at its own size on whole device pixels (a screenshot's header image, an icon at 1×):
    /// every device pixel takes exactly one source pixel, so the resampling passes reduce to a copy.
    /// The arithmetic is the general path's for a single tap of weight 1 (premultiply in `Float`,
    /// then `composite`), so the pixels are the same; a run of equal source pixels is converted
    /// once, and opaque pixels at full coverage are stored without reading the destination.
    private func drawUnscaled(
        into pixels: UnsafeMutablePointer<UInt32>, width: Int, clip: UnsafePointer<UInt8>?,
        offsetX: Int, offsetY: Int, bounds: (Int, Int, Int, Int)
    ) {
        let (minX, minY, maxX, maxY) = bounds
        let sourceWidth = bitmap.width
        let opacity = Float(self.opacity)
        bitmap.pixels.withUnsafeBufferPointer { source in
            var lastSource: UInt32 = 0, lastPremultiplied: (Float, Float, Float, Float) = (0, 0, 0, 0), haveLast = false
            for y in minY..<maxY {
                let sourceRow = (y - offsetY) * sourceWidth
                for x in minX..<maxX {
                    let i = (sourceRow + x - offsetX) * 4
                    let packed = UInt32(source[i]) | UInt32(source[i + 1]) << 8 | UInt32(source[i + 2]) << 16 | UInt32(source[i + 3]) << 24
                    if !haveLast || packed != lastSource {
                        let a = Float(source[i + 3]) / 255
                        lastPremultiplied = (Float(source[i]) / 255 * a, Float(source[i + 1]) / 255 * a, Float(source[i + 2]) / 255 * a, a)
                        lastSource = packed
                        haveLast = true
                    }
                    var coverage = opacity
                    if let clip { coverage *= Float(clip[y * width + x]) / 255 }
                    let (r, g, b, a) = lastPremultiplied
                    composite(pixels, y * width + x, r, g, b, a, coverage)
                }
            }
        }
    }

    /// A finite coordinate clamped into 0...limit as an integer.
    private static func pixel(_ value: Double, _ limit: Int) -> Int {
        Int(min(max(value, 0), Double(limit)))
    }

    /// Premultiplied source channels in 0...1 (converted once per process for large images).
    private func premultipliedSource() -> [Float] {
        PremultipliedImageCache.shared.channels(of: bitmap)
    }

    @inline(__always) private func composite(_ pixels: UnsafeMutablePointer<UInt32>, _ offset: Int, _ r: Float, _ g: Float, _ b: Float, _ a: Float, _ coverage: Float) {
        guard coverage > 0 else { return }
        @inline(__always) func byte(_ v: Float) -> UInt32 { UInt32(min(max(v * coverage * 255 + 0.5, 0), 255)) }
        let sa = byte(a)
        guard sa > 0 else { return }
        let s = min(byte(r), sa) | min(byte(g), sa) << 8 | min(byte(b), sa) << 16 | sa << 24
        // An opaque source covers the destination exactly (sourceOver's destination term is 0).
        pixels[offset] = sa == 255 ? s : PixelMath.sourceOver(s, pixels[offset])
    }

    /// The taps for device pixel `device` on an axis where the image spans origin...end (scale px per source px).
    private func taps(device: Int, origin: Double, end: Double, scale: Double, size: Int) -> AxisTaps {
        let lo = max(Double(device), origin), hi = min(Double(device + 1), end)
        let coverage = Float(max(0, hi - lo))
        guard coverage > 0 else { return AxisTaps(first: 0, weights: [], coverage: 0) }
        let center = ((lo + hi) / 2 - origin) / scale  // in source pixels
        if interpolation == .none {
            return AxisTaps(first: min(max(Int(center.rounded(.down)), 0), size - 1), weights: [1], coverage: coverage)
        }
        if scale >= 1 {
            let u = center - 0.5
            let i0 = Int(u.rounded(.down))
            let f = Float(u - Double(i0))
            let a = min(max(i0, 0), size - 1), b = min(max(i0 + 1, 0), size - 1)
            if a == b { return AxisTaps(first: a, weights: [1], coverage: coverage) }
            return AxisTaps(first: a, weights: [1 - f, f], coverage: coverage)
        }
        // Shrinking: average the source pixels under the footprint [lo, hi) mapped into source space.
        let s0 = (lo - origin) / scale, s1 = (hi - origin) / scale
        let first = max(0, Int(s0.rounded(.down))), last = min(size - 1, Int(s1.rounded(.up)) - 1)
        guard first <= last else { return AxisTaps(first: min(max(first, 0), size - 1), weights: [1], coverage: coverage) }
        var weights: [Float] = []
        let total = s1 - s0
        for i in first...last {
            weights.append(Float((min(s1, Double(i + 1)) - max(s0, Double(i))) / total))
        }
        return AxisTaps(first: first, weights: weights, coverage: coverage)
    }

    /// Rotated or skewed placement: sample each device pixel centre inside the image through the inverse.
    private func drawTransformed(into pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, clip: UnsafePointer<UInt8>?) -> (Int, Int, Int, Int)? {
        guard let inverse = placement.inverted else { return nil }
        let w = Double(bitmap.width), h = Double(bitmap.height)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: 0, y: h), CGPoint(x: w, y: h)].map { placement.apply(to: $0) }
        let xs = corners.map { Double($0.x) }, ys = corners.map { Double($0.y) }
        guard (xs + ys).allSatisfy({ $0.isFinite }) else { return nil }
        let minX = Self.pixel(xs.reduce(.infinity, min).rounded(.down), width)
        let maxX = Self.pixel(xs.reduce(-.infinity, max).rounded(.up), width)
        let minY = Self.pixel(ys.reduce(.infinity, min).rounded(.down), height)
        let maxY = Self.pixel(ys.reduce(-.infinity, max).rounded(.up), height)
        guard minX < maxX, minY < maxY else { return nil }
        let source = premultipliedSource()
        let opacity = Float(self.opacity)
        for y in minY..<maxY {
            for x in minX..<maxX {
                let p = inverse.apply(to: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let u = Double(p.x), v = Double(p.y)
                guard u >= 0, v >= 0, u < w, v < h else { continue }
                var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                func tap(_ i: Int, _ j: Int, _ weight: Float) {
                    let k = (min(max(j, 0), bitmap.height - 1) * bitmap.width + min(max(i, 0), bitmap.width - 1)) * 4
                    r += weight * source[k]
                    g += weight * source[k + 1]
                    b += weight * source[k + 2]
                    a += weight * source[k + 3]
                }
                if interpolation == .none {
                    tap(Int(u), Int(v), 1)
                } else {
                    let fu = u - 0.5, fv = v - 0.5
                    let i = Int(fu.rounded(.down)), j = Int(fv.rounded(.down))
                    let tu = Float(fu - Double(i)), tv = Float(fv - Double(j))
                    tap(i, j, (1 - tu) * (1 - tv))
                    tap(i + 1, j, tu * (1 - tv))
                    tap(i, j + 1, (1 - tu) * tv)
                    tap(i + 1, j + 1, tu * tv)
                }
                var coverage = opacity
                if let clip { coverage *= Float(clip[y * width + x]) / 255 }
                composite(pixels, y * width + x, r, g, b, a, coverage)
            }
        }
        return (minX, minY, maxX, maxY)
    }
}
