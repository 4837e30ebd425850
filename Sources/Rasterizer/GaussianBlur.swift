import Foundation

/// A Gaussian blur approximated by three successive box blurs per axis (the SVG/CSS filter-effects recipe:
/// box width `d = ⌊σ·3·√(2π)/4 + 0.5⌋`), on interleaved 8-bit channels.
///
/// Why boxes: each box pass costs the same per pixel whatever the radius (a running sum), so a 60-pixel σ
/// costs what a 2-pixel one does; three passes are within about 3% of the true Gaussian's weights (the
/// spec's bound). For σ above 8 pixels the image is first averaged down by a power of two (keeping σ ≥ 4 at
/// the reduced size), blurred, and bilinearly resampled back: the blurred picture has no detail finer than
/// σ, so the reduction loses nothing visible and cuts the work by the square of the factor.
enum GaussianBlur {
    /// How samples beyond the region's edges read.
    enum Edges {
        /// Beyond the region is transparent (the blur spreads out and fades at the edges).
        case transparent
        /// Beyond the region repeats the edge pixels (`.blur(radius:opaque: true)`).
        case clamp
    }

    /// The three box widths (and their left extents) for standard deviation `sigma` in pixels.
    static func boxes(sigma: Double) -> [(width: Int, left: Int)] {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 { return [(d, d / 2), (d, d / 2), (d, d / 2)] }
        // Even: two boxes of d offset half a pixel either way, then one of d + 1 centred.
        return [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
    }

    /// The power-of-two reduction used for `sigma` (1: none).
    static func reduction(sigma: Double) -> Int {
        guard sigma > 8 else { return 1 }
        var factor = 1
        while sigma / Double(factor * 2) >= 4, factor < 64 { factor *= 2 }
        return factor
    }

    /// The standard deviation left to apply after averaging `factor`×`factor` blocks, in reduced pixels.
    static func remainingSigma(_ sigma: Double, factor f: Int) -> Double {
        max(0, sigma * sigma - Double(f * f - 1) / 12).squareRoot() / Double(f)
    }

    /// Bilinear weights (of 256) for resampling `n` pixels from a grid reduced by `f` of `limit` cells.
    static func weights(_ n: Int, factor f: Int, limit: Int) -> (a: [Int], b: [Int], t: [Int]) {
        var a = [Int](repeating: 0, count: n), b = a, t = a
        for i in 0..<n {
            let fi = (Double(i) + 0.5) / Double(f) - 0.5
            let i0 = Int(fi.rounded(.down))
            a[i] = min(max(i0, 0), limit - 1)
            b[i] = min(max(i0 + 1, 0), limit - 1)
            t[i] = Int(((fi - Double(i0)) * 256).rounded())
        }
        return (a, b, t)
    }

    /// Blurs the `w`×`h` interleaved image `data` (`channels` bytes per pixel) in place.
    static func blur(_ data: inout [UInt8], width w: Int, height h: Int, channels: Int, sigma: Double, edges: Edges) {
        guard w > 0, h > 0, sigma.isFinite, sigma > 0 else { return }
        if sigma > 8 {
            var factor = 1
            while sigma / Double(factor * 2) >= 4, factor < 64 { factor *= 2 }
            if factor > 1, w >= factor * 2, h >= factor * 2 {
                blurReduced(&data, width: w, height: h, channels: channels, sigma: sigma, factor: factor, edges: edges)
                return
            }
        }
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty else { return }
        data.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(w, h) * channels)
            defer { scratch.deallocate() }
            // Horizontal passes, row by row.
            for y in 0..<h {
                let row = base + y * w * channels
                for pass in passes {
                    boxLine(row, stride: channels, into: scratch, count: w, channels: channels, width: pass.width, left: pass.left, edges: edges)
                    row.update(from: scratch, count: w * channels)
                }
            }
            // Vertical passes: running sums for every column at once, row by row (cache friendly).
            for pass in passes {
                boxColumns(base, width: w, height: h, channels: channels, boxWidth: pass.width, left: pass.left, edges: edges)
            }
        }
    }

    /// One box pass along a line of `count` pixels.
    private static func boxLine(
        _ line: UnsafeMutablePointer<UInt8>, stride: Int, into out: UnsafeMutablePointer<UInt8>,
        count: Int, channels: Int, width d: Int, left: Int, edges: Edges
    ) {
        let right = d - 1 - left
        let multiplier = (1 << 24) / d
        for c in 0..<channels {
            @inline(__always) func sample(_ i: Int) -> Int {
                if i < 0 { return edges == .clamp ? Int(line[c]) : 0 }
                if i >= count { return edges == .clamp ? Int(line[(count - 1) * stride + c]) : 0 }
                return Int(line[i * stride + c])
            }
            var sum = 0
            for i in -left...right { sum += sample(i) }
            for i in 0..<count {
                out[i * channels + c] = UInt8(truncatingIfNeeded: min(255, (sum * multiplier + (1 << 23)) >> 24))
                sum += sample(i + right + 1) - sample(i - left)
            }
        }
    }

    private static func boxColumns(
        _ base: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, channels: Int,
        boxWidth d: Int, left: Int, edges: Edges
    ) {
        let right = d - 1 - left
        let multiplier = (1 << 24) / d
        let rowLength = w * channels
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: rowLength)
        sums.initialize(repeating: 0, count: rowLength)
        // A ring of the last d input rows, since rows are overwritten in place.
        let ring = UnsafeMutablePointer<UInt8>.allocate(capacity: rowLength * (d + 1))
        defer {
            sums.deallocate()
            ring.deallocate()
        }
        func rowPointer(_ y: Int) -> UnsafeMutablePointer<UInt8>? {
            if y < 0 { return edges == .clamp ? base : nil }
            if y >= h { return edges == .clamp ? base + (h - 1) * rowLength : nil }
            return base + y * rowLength
        }
        // Input rows are read from the ring once copied (the output row y overwrites input row y).
        var ringRows = [Int](repeating: Int.min, count: d + 1)
        func input(_ y: Int) -> UnsafeMutablePointer<UInt8>? {
            let clamped = edges == .clamp ? min(max(y, 0), h - 1) : y
            guard clamped >= 0, clamped < h else { return nil }
            let slot = ((clamped % (d + 1)) + (d + 1)) % (d + 1)
            if ringRows[slot] != clamped {
                (ring + slot * rowLength).update(from: rowPointer(clamped)!, count: rowLength)
                ringRows[slot] = clamped
            }
            return ring + slot * rowLength
        }
        for y in -left...right {
            if let row = input(y) { for i in 0..<rowLength { sums[i] += Int(row[i]) } }
        }
        for y in 0..<h {
            // Load the row entering the window before writing row y (the ring keeps inputs alive).
            let entering = input(y + right + 1)
            let leaving = input(y - left)
            let out = base + y * rowLength
            for i in 0..<rowLength {
                out[i] = UInt8(truncatingIfNeeded: min(255, (sums[i] * multiplier + (1 << 23)) >> 24))
            }
            if let entering { for i in 0..<rowLength { sums[i] += Int(entering[i]) } }
            if let leaving { for i in 0..<rowLength { sums[i] -= Int(leaving[i]) } }
        }
    }

    /// Averages `factor`×`factor` blocks, blurs the small image, and resamples it back bilinearly
    /// (integer arithmetic, streaming rows: this runs over every pixel of a full-screen blur).
    private static func blurReduced(
        _ data: inout [UInt8], width w: Int, height h: Int, channels ch: Int,
        sigma: Double, factor f: Int, edges: Edges
    ) {
        let sw = (w + f - 1) / f, sh = (h + f - 1) / f
        var small = [UInt8](repeating: 0, count: sw * sh * ch)
        data.withUnsafeBufferPointer { src in
            small.withUnsafeMutableBufferPointer { dst in
                var sums = [Int](repeating: 0, count: sw * ch)
                sums.withUnsafeMutableBufferPointer { sums in
                    for sy in 0..<sh {
                        let y0 = sy * f, y1 = min(y0 + f, h)
                        for i in 0..<sw * ch { sums[i] = 0 }
                        let shift = f.trailingZeroBitCount
                        for y in y0..<y1 {
                            let row = y * w * ch
                            for x in 0..<w {
                                let base = (x >> shift) &* ch, p = row &+ x &* ch
                                for c in 0..<ch { sums[base &+ c] &+= Int(src[p &+ c]) }
                            }
                        }
                        let rows = y1 - y0
                        for sx in 0..<sw {
                            let n = rows * (min(sx * f + f, w) - sx * f)
                            for c in 0..<ch { dst[(sy * sw + sx) * ch + c] = UInt8((sums[sx * ch + c] + n / 2) / n) }
                        }
                    }
                }
            }
        }
        // Averaging f×f blocks already spreads like a box of width f (variance (f² − 1)/12 in big pixels).
        let remaining = max(0, sigma * sigma - Double(f * f - 1) / 12).squareRoot() / Double(f)
        blur(&small, width: sw, height: sh, channels: ch, sigma: remaining, edges: edges)
        // Bilinear weights (of 256) per column and row: small pixel centres sit at (i + 0.5)·f − 0.5.
        func weights(_ n: Int, _ limit: Int) -> (a: [Int], b: [Int], t: [Int]) {
            var a = [Int](repeating: 0, count: n), b = a, t = a
            for i in 0..<n {
                let fi = (Double(i) + 0.5) / Double(f) - 0.5
                let i0 = Int(fi.rounded(.down))
                a[i] = min(max(i0, 0), limit - 1)
                b[i] = min(max(i0 + 1, 0), limit - 1)
                t[i] = Int(((fi - Double(i0)) * 256).rounded())
            }
            return (a, b, t)
        }
        let xs = weights(w, sw), ys = weights(h, sh)
        var column = [Int](repeating: 0, count: sw * ch)
        small.withUnsafeBufferPointer { sp in
            data.withUnsafeMutableBufferPointer { out in
                column.withUnsafeMutableBufferPointer { column in
                    xs.a.withUnsafeBufferPointer { xa in
                        xs.b.withUnsafeBufferPointer { xb in
                            xs.t.withUnsafeBufferPointer { xt in
                                for y in 0..<h {
                                    // Interpolate the row vertically once per small pixel, then each output pixel horizontally:
                                    // the same integer sum as interpolating every pixel in both directions.
                                    let rowA = ys.a[y] &* sw &* ch, rowB = ys.b[y] &* sw &* ch, ty = ys.t[y], sy = 256 &- ty
                                    for i in 0..<sw &* ch { column[i] = Int(sp[rowA &+ i]) &* sy &+ Int(sp[rowB &+ i]) &* ty }
                                    var p = y &* w &* ch
                                    if ch == 4 {
                                        for x in 0..<w {
                                            let ia = xa[x] &<< 2, ib = xb[x] &<< 2, tx = xt[x], sx = 256 &- tx
                                            out[p] = UInt8(truncatingIfNeeded: (column[ia] &* sx &+ column[ib] &* tx &+ 32768) >> 16)
                                            out[p &+ 1] = UInt8(truncatingIfNeeded: (column[ia &+ 1] &* sx &+ column[ib &+ 1] &* tx &+ 32768) >> 16)
                                            out[p &+ 2] = UInt8(truncatingIfNeeded: (column[ia &+ 2] &* sx &+ column[ib &+ 2] &* tx &+ 32768) >> 16)
                                            out[p &+ 3] = UInt8(truncatingIfNeeded: (column[ia &+ 3] &* sx &+ column[ib &+ 3] &* tx &+ 32768) >> 16)
                                            p &+= 4
                                        }
                                        continue
                                    }
                                    for x in 0..<w {
                                        let ia = xa[x] &* ch, ib = xb[x] &* ch, tx = xt[x], sx = 256 &- tx
                                        for c in 0..<ch {
                                            out[p &+ c] = UInt8(truncatingIfNeeded: (column[ia &+ c] &* sx &+ column[ib &+ c] &* tx &+ 32768) >> 16)
                                        }
                                        p &+= ch
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
