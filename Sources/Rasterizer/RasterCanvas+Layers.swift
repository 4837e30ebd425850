import Foundation

extension RasterCanvas {
    /// Starts drawing into a transparent layer that `endLayer(_:)` composites with an effect.
    public func beginLayer() {
        beginOpacityGroup(1)
    }

    /// Composites the innermost layer onto the one below with `effect`, inside the current clip;
    /// does nothing without an open layer.
    public func endLayer(_ effect: LayerEffect) {
        guard layers.count > 1, groupOpacities.popLast() != nil else { return }
        let layer = layers.removeLast()
        defer {
            layer.clearDirty()
            spareLayers.append(layer)
        }
        let destination = target
        switch effect {
        case .opacity(let opacity):
            let o = opacity.isFinite ? min(max(opacity, 0), 1) : 1
            composite(layer, onto: destination, region: layer.dirty, factor: UInt32((o * 255).rounded()), mode: .normal)
        case .blend(let mode):
            var region = layer.dirty
            if mode.affectsOutsideSource { region = Self.union(region, destination.dirty) }
            composite(layer, onto: destination, region: region, factor: 255, mode: mode)
        case .colorMatrix(let matrix):
            let (minX, minY, maxX, maxY) = layer.dirty
            if minX < maxX, minY < maxY {
                for y in minY..<maxY {
                    let row = layer.pixels + y * width
                    for x in minX..<maxX { row[x] = matrix.apply(row[x]) }
                }
            }
            composite(layer, onto: destination, region: layer.dirty, factor: 255, mode: .normal)
        case .blur(let radius, let opaqueBounds):
            let sigma = radius * Double(scale)
            if let opaqueBounds {
                // Only the bounds keep the result.
                blur(layer, onto: destination, region: deviceRegion(opaqueBounds), sigma: sigma, edges: .clamp)
            } else {
                blur(layer, onto: destination, region: expanded(layer.dirty, by: Self.reach(sigma)), sigma: sigma, edges: .transparent)
            }
        case .shadow(let color, let radius, let offset):
            drawShadow(of: layer, onto: destination, color: color, radius: radius, offset: offset)
            composite(layer, onto: destination, region: layer.dirty, factor: 255, mode: .normal)
        case .innerShadow(let color, let radius, let offset):
            drawInnerShadow(into: layer, color: color, radius: radius, offset: offset)
            composite(layer, onto: destination, region: layer.dirty, factor: 255, mode: .normal)
        case .shadowOnly(let color, let radius, let offset):
            drawShadow(of: layer, onto: destination, color: color, radius: radius, offset: offset)
        case .shadowAbove(let color, let radius, let offset):
            composite(layer, onto: destination, region: layer.dirty, factor: 255, mode: .normal)
            drawShadow(of: layer, onto: destination, color: color, radius: radius, offset: offset)
        case .projection(let transform):
            project(layer, onto: destination, transform: transform)
        }
    }

    /// How far (pixels) a blur of `sigma` spreads: three standard deviations, rounded up.
    static func reach(_ sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int(min(sigma * 2.85, 100_000).rounded(.up)) + 1
    }

    static func union(_ a: (Int, Int, Int, Int), _ b: (Int, Int, Int, Int)) -> (Int, Int, Int, Int) {
        if a.0 >= a.2 || a.1 >= a.3 { return b }
        if b.0 >= b.2 || b.1 >= b.3 { return a }
        return (min(a.0, b.0), min(a.1, b.1), max(a.2, b.2), max(a.3, b.3))
    }

    func expanded(_ r: (Int, Int, Int, Int), by d: Int) -> (Int, Int, Int, Int) {
        guard r.0 < r.2, r.1 < r.3 else { return r }
        return (max(0, r.0 - d), max(0, r.1 - d), min(width, r.2 + d), min(height, r.3 + d))
    }

    /// The device pixels (clamped to the canvas) that a rect in points touches.
    func deviceRegion(_ rect: CGRect) -> (Int, Int, Int, Int) {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return (0, 0, 0, 0) }
        func clampX(_ v: Double) -> Int { Int(min(max(v, 0), Double(width))) }
        func clampY(_ v: Double) -> Int { Int(min(max(v, 0), Double(height))) }
        let s = Double(scale)
        return (
            clampX((Double(r.minX) * s).rounded(.down)), clampY((Double(r.minY) * s).rounded(.down)),
            clampX((Double(r.maxX) * s).rounded(.up)), clampY((Double(r.maxY) * s).rounded(.up))
        )
    }

    /// Source-over (or `mode`) of `layer` × `factor`/255 × the current clip, within `region`.
    private func composite(_ layer: PixelBuffer, onto destination: PixelBuffer, region: (Int, Int, Int, Int), factor: UInt32, mode: LayerBlendMode, clipped: Bool = false) {
        let (minX, minY, maxX, maxY) = region
        guard factor > 0 || mode.affectsOutsideSource, minX < maxX, minY < maxY else { return }
        // Content drawn in the layer was already clipped; only effects that spread it re-apply the clip.
        let clip = clipped || mode.affectsOutsideSource ? clipCoverage : nil
        for y in minY..<maxY {
            let source = layer.pixels + y * width
            let row = destination.pixels + y * width
            for x in minX..<maxX {
                var p = source[x]
                if p == 0 && !mode.affectsOutsideSource { continue }
                var f = factor
                if let clip { f = PixelMath.div255(f * UInt32(clip[y * width + x])) }
                if f < 255 {
                    if mode.affectsOutsideSource, let clip, clip[y * width + x] == 0 { continue }
                    p = PixelMath.scale(p, by: f)
                }
                row[x] = mode == .normal ? PixelMath.sourceOver(p, row[x]) : Blending.blend(p, row[x], mode: mode)
            }
        }
        destination.markDirty(minX, minY, maxX, maxY)
    }

    /// Blurs `region` of `layer` and composites it onto `destination` (source-over inside the current clip).
    private func blur(_ layer: PixelBuffer, onto destination: PixelBuffer, region: (Int, Int, Int, Int), sigma: Double, edges: GaussianBlur.Edges) {
        let (minX, minY, maxX, maxY) = region
        guard minX < maxX, minY < maxY else { return }
        let factor = GaussianBlur.reduction(sigma: sigma)
        if sigma > 0, factor > 1, maxX - minX >= factor * 2, maxY - minY >= factor * 2, factor <= 16 {
            compositeReducedBlur(of: layer, onto: destination, region: region, sigma: sigma, factor: factor, edges: edges)
            return
        }
        blurRegion(layer, region: region, sigma: sigma, edges: edges)
        composite(layer, onto: destination, region: region, factor: 255, mode: .normal, clipped: true)
    }

    /// Blurs `region` of `layer` in place.
    private func blurRegion(_ layer: PixelBuffer, region: (Int, Int, Int, Int), sigma: Double, edges: GaussianBlur.Edges) {
        let (minX, minY, maxX, maxY) = region
        guard minX < maxX, minY < maxY, sigma > 0 else { return }
        let w = maxX - minX, h = maxY - minY
        let factor = GaussianBlur.reduction(sigma: sigma)
        if factor > 1, w >= factor * 2, h >= factor * 2 {
            blurReducedInPlace(layer, region: region, sigma: sigma, factor: factor, edges: edges)
            return
        }
        // Filled row by row from the layer (no zeroing pass first: this is the whole screen for a full-screen blur).
        var data = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
            UnsafeMutableRawPointer(buffer.baseAddress!).withMemoryRebound(to: UInt32.self, capacity: w * h) { out in
                for y in 0..<h { (out + y * w).initialize(from: layer.pixels + (minY + y) * width + minX, count: w) }
            }
            count = w * h * 4
        }
        GaussianBlur.blur(&data, width: w, height: h, channels: 4, sigma: sigma, edges: edges)
        data.withUnsafeBytes { bytes in
            let input = bytes.bindMemory(to: UInt32.self).baseAddress!
            for y in 0..<h {
                let row = layer.pixels + (minY + y) * width + minX
                for x in 0..<w {
                    // Keep premultiplied colour ≤ alpha after rounding.
                    let p = input[y * w + x]
                    let a = p >> 24
                    let r = min(p & 0xFF, a), g = min((p >> 8) & 0xFF, a), b = min((p >> 16) & 0xFF, a)
                    row[x] = r | g << 8 | b << 16 | a << 24
                }
            }
        }
        layer.markDirty(minX, minY, maxX, maxY)
    }

    /// `GaussianBlur.blur` of `region` at reduced resolution (σ > 8 device pixels), straight from and back into the
    /// layer: block averages read from the layer's pixels, the small image blurred, then resampled bilinearly into
    /// the layer with colour clamped to alpha. The same arithmetic (and bytes) as blurring a copy of the region,
    /// without the two full-size copies (a full-screen blur is 12 MB at 3×).
    private func blurReducedInPlace(_ layer: PixelBuffer, region: (Int, Int, Int, Int), sigma: Double, factor f: Int, edges: GaussianBlur.Edges) {
        let (minX, minY, maxX, maxY) = region
        let w = maxX - minX, h = maxY - minY
        let sw = (w + f - 1) / f, sh = (h + f - 1) / f
        let shift = f.trailingZeroBitCount
        var small = [UInt8](repeating: 0, count: sw * sh * 4)
        var sums = [Int](repeating: 0, count: sw * 4)
        small.withUnsafeMutableBufferPointer { dst in
            sums.withUnsafeMutableBufferPointer { sums in
                for sy in 0..<sh {
                    let y0 = sy * f, y1 = min(y0 + f, h)
                    for i in 0..<sw * 4 { sums[i] = 0 }
                    for y in y0..<y1 {
                        let row = layer.pixels + ((minY &+ y) &* width &+ minX)
                        for x in 0..<w {
                            let p = row[x]
                            if p == 0 { continue }
                            let base = (x >> shift) &* 4
                            sums[base] &+= Int(p & 0xFF)
                            sums[base &+ 1] &+= Int((p >> 8) & 0xFF)
                            sums[base &+ 2] &+= Int((p >> 16) & 0xFF)
                            sums[base &+ 3] &+= Int(p >> 24)
                        }
                    }
                    let rows = y1 - y0
                    for sx in 0..<sw {
                        let n = rows * (min(sx * f + f, w) - sx * f)
                        for c in 0..<4 { dst[(sy * sw + sx) * 4 + c] = UInt8((sums[sx * 4 + c] + n / 2) / n) }
                    }
                }
            }
        }
        GaussianBlur.blur(&small, width: sw, height: sh, channels: 4, sigma: GaussianBlur.remainingSigma(sigma, factor: f), edges: edges)
        let xs = GaussianBlur.weights(w, factor: f, limit: sw), ys = GaussianBlur.weights(h, factor: f, limit: sh)
        var column = [Int](repeating: 0, count: sw * 4)
        small.withUnsafeBufferPointer { sp in
            column.withUnsafeMutableBufferPointer { column in
                xs.a.withUnsafeBufferPointer { xa in
                    xs.b.withUnsafeBufferPointer { xb in
                        xs.t.withUnsafeBufferPointer { xt in
                            for y in 0..<h {
                                let rowA = ys.a[y] &* sw &* 4, rowB = ys.b[y] &* sw &* 4, ty = ys.t[y], uy = 256 &- ty
                                for i in 0..<sw &* 4 { column[i] = Int(sp[rowA &+ i]) &* uy &+ Int(sp[rowB &+ i]) &* ty }
                                let row = layer.pixels + ((minY &+ y) &* width &+ minX)
                                for x in 0..<w {
                                    let ia = xa[x] &<< 2, ib = xb[x] &<< 2, tx = xt[x], ux = 256 &- tx
                                    let a = UInt32(truncatingIfNeeded: ((column[ia &+ 3] &* ux &+ column[ib &+ 3] &* tx &+ 32768) >> 16) & 0xFF)
                                    let r = min(UInt32(truncatingIfNeeded: ((column[ia] &* ux &+ column[ib] &* tx &+ 32768) >> 16) & 0xFF), a)
                                    let g = min(UInt32(truncatingIfNeeded: ((column[ia &+ 1] &* ux &+ column[ib &+ 1] &* tx &+ 32768) >> 16) & 0xFF), a)
                                    let b = min(UInt32(truncatingIfNeeded: ((column[ia &+ 2] &* ux &+ column[ib &+ 2] &* tx &+ 32768) >> 16) & 0xFF), a)
                                    row[x] = r | g << 8 | b << 16 | a << 24
                                }
                            }
                        }
                    }
                }
            }
        }
        layer.markDirty(minX, minY, maxX, maxY)
    }

    /// `blurReducedInPlace` followed by `composite(…, clipped: true)` in one pass, for reductions up to 16: the block
    /// sums add two channels per 32-bit word (16 × 16 × 255 fits in 16 bits), the bilinear resampling runs two pixels
    /// at a time in 16-bit lanes, and each resampled row goes straight onto `destination` instead of back into the
    /// layer. The same integer sums, so the same bytes, as blurring in place and compositing after;
    /// the layer keeps what was drawn in it (its dirty region is cleared as always).
    private func compositeReducedBlur(
        of layer: PixelBuffer, onto destination: PixelBuffer, region: (Int, Int, Int, Int), sigma: Double, factor f: Int, edges: GaussianBlur.Edges
    ) {
        let (minX, minY, maxX, maxY) = region
        let w = maxX - minX, h = maxY - minY
        let sw = (w + f - 1) / f, sh = (h + f - 1) / f
        var small = [UInt8](repeating: 0, count: sw * sh * 4)
        var redBlue = [UInt32](repeating: 0, count: sw), greenAlpha = redBlue
        small.withUnsafeMutableBufferPointer { dst in
            redBlue.withUnsafeMutableBufferPointer { rb in
                greenAlpha.withUnsafeMutableBufferPointer { ga in
                    for sy in 0..<sh {
                        let y0 = sy &* f, y1 = min(y0 &+ f, h)
                        for i in 0..<sw {
                            rb[i] = 0
                            ga[i] = 0
                        }
                        for y in y0..<y1 {
                            let row = layer.pixels + ((minY &+ y) &* width &+ minX)
                            var x = 0
                            for sx in 0..<sw {
                                let end = min(x &+ f, w)
                                var r: UInt32 = 0, g: UInt32 = 0
                                while x < end {
                                    let p = row[x]
                                    r &+= p & 0x00FF_00FF
                                    g &+= (p >> 8) & 0x00FF_00FF
                                    x &+= 1
                                }
                                rb[sx] &+= r
                                ga[sx] &+= g
                            }
                        }
                        let rows = y1 &- y0
                        for sx in 0..<sw {
                            let n = rows &* (min(sx &* f &+ f, w) &- sx &* f)
                            let o = (sy &* sw &+ sx) &* 4
                            dst[o] = UInt8((Int(rb[sx] & 0xFFFF) &+ n / 2) / n)
                            dst[o &+ 1] = UInt8((Int(ga[sx] & 0xFFFF) &+ n / 2) / n)
                            dst[o &+ 2] = UInt8((Int(rb[sx] >> 16) &+ n / 2) / n)
                            dst[o &+ 3] = UInt8((Int(ga[sx] >> 16) &+ n / 2) / n)
                        }
                    }
                }
            }
        }
        GaussianBlur.blur(&small, width: sw, height: sh, channels: 4, sigma: GaussianBlur.remainingSigma(sigma, factor: f), edges: edges)
        let xs = GaussianBlur.weights(w, factor: f, limit: sw), ys = GaussianBlur.weights(h, factor: f, limit: sh)
        // The bilinear sum per channel, (A·u + B·t + 32768) >> 16 with A and B the row's vertical interpolations
        // (≤ 255·256), is computed in 16-bit lanes from A's and B's high and low bytes: with H = Ah·u + Bh·t and
        // L = Al·u + Bl·t (each ≤ 255·256) it equals (H + (L >> 8) + 128) >> 8, which never exceeds 16 bits.
        // Per small column, the four channels' high and low bytes of the row's vertical interpolation.
        var columnHigh = [UInt64](repeating: 0, count: sw), columnLow = columnHigh
        let spread: UInt64 = 0x0001_0001_0001_0001
        // Per pixel, its two horizontal weights in four lanes each.
        let leftWeights = xs.t.map { UInt64(256 &- $0) &* spread }, rightWeights = xs.t.map { UInt64($0) &* spread }
        let clip = clipCoverage
        // One resampled row, composited four pixels at a time when nothing clips.
        let resampled = UnsafeMutablePointer<UInt32>.allocate(capacity: w + 1)
        defer { resampled.deallocate() }
        small.withUnsafeBufferPointer { sp in
            columnHigh.withUnsafeMutableBufferPointer { columnHigh in
                columnLow.withUnsafeMutableBufferPointer { columnLow in
                    leftWeights.withUnsafeBufferPointer { uw in
                        rightWeights.withUnsafeBufferPointer { tw in
                            xs.a.withUnsafeBufferPointer { xa in
                                xs.b.withUnsafeBufferPointer { xb in
                                    @inline(__always) func pair(_ x0: Int, _ x1: Int) -> SIMD2<UInt32> {
                                        let u = unsafeBitCast(SIMD2<UInt64>(uw[x0], uw[x1]), to: SIMD8<UInt16>.self)
                                        let t = unsafeBitCast(SIMD2<UInt64>(tw[x0], tw[x1]), to: SIMD8<UInt16>.self)
                                        let ia0 = xa[x0], ia1 = xa[x1], ib0 = xb[x0], ib1 = xb[x1]
                                        let highA = unsafeBitCast(SIMD2<UInt64>(columnHigh[ia0], columnHigh[ia1]), to: SIMD8<UInt16>.self)
                                        let highB = unsafeBitCast(SIMD2<UInt64>(columnHigh[ib0], columnHigh[ib1]), to: SIMD8<UInt16>.self)
                                        let lowA = unsafeBitCast(SIMD2<UInt64>(columnLow[ia0], columnLow[ia1]), to: SIMD8<UInt16>.self)
                                        let lowB = unsafeBitCast(SIMD2<UInt64>(columnLow[ib0], columnLow[ib1]), to: SIMD8<UInt16>.self)
                                        let high = highA &* u &+ highB &* t, low = lowA &* u &+ lowB &* t
                                        let out = (high &+ (low &>> 8) &+ 128) &>> 8
                                        // Colour clamped to alpha, so the pixel stays premultiplied (0 where alpha is).
                                        let words = unsafeBitCast(out, to: SIMD2<UInt64>.self)
                                        @inline(__always) func pixel(_ word: UInt64) -> UInt32 {
                                            let a = word >> 48
                                            let r = min(word & 0xFFFF, a), g = min((word >> 16) & 0xFFFF, a), b = min((word >> 32) & 0xFFFF, a)
                                            return UInt32(truncatingIfNeeded: r | g << 8 | b << 16 | a << 24)
                                        }
                                        return SIMD2<UInt32>(pixel(words[0]), pixel(words[1]))
                                    }
                                    for y in 0..<h {
                                        let rowA = ys.a[y] &* sw &* 4, rowB = ys.b[y] &* sw &* 4, ty = UInt64(ys.t[y]), uy = 256 &- ty
                                        for c in 0..<sw {
                                            let a = sp.baseAddress! + (rowA &+ c &* 4), b = sp.baseAddress! + (rowB &+ c &* 4)
                                            var high: UInt64 = 0, low: UInt64 = 0
                                            for k in 0..<4 {
                                                let v = UInt64(a[k]) &* uy &+ UInt64(b[k]) &* ty
                                                high |= (v >> 8) << UInt64(16 &* k)
                                                low |= (v & 0xFF) << UInt64(16 &* k)
                                            }
                                            columnHigh[c] = high
                                            columnLow[c] = low
                                        }
                                        var x = 0
                                        while x &+ 2 <= w {
                                            UnsafeMutableRawPointer(resampled + x).storeBytes(of: pair(x, x &+ 1), as: SIMD2<UInt32>.self)
                                            x &+= 2
                                        }
                                        if x < w { resampled[x] = pair(x, x)[0] }
                                        let row = destination.pixels + ((minY &+ y) &* width &+ minX)
                                        guard let clip else {
                                            PixelMath.sourceOver(resampled, onto: row, count: w)
                                            continue
                                        }
                                        let clipRow = clip + ((minY &+ y) &* width &+ minX)
                                        for x in 0..<w where resampled[x] != 0 {
                                            let c = UInt32(clipRow[x])
                                            row[x] = PixelMath.sourceOver(c < 255 ? PixelMath.scale(resampled[x], by: c) : resampled[x], row[x])
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        destination.markDirty(minX, minY, maxX, maxY)
    }

    /// The layer's alpha in `region` (offset by `dx`, `dy` pixels), blurred by `sigma`.
    private func blurredAlpha(_ layer: PixelBuffer, region: (Int, Int, Int, Int), dx: Int, dy: Int, sigma: Double, invert: Bool) -> [UInt8] {
        let (minX, minY, maxX, maxY) = region
        let w = maxX - minX, h = maxY - minY
        var alpha = [UInt8](repeating: invert ? 255 : 0, count: w * h)
        let (dirtyMinX, dirtyMinY, dirtyMaxX, dirtyMaxY) = layer.dirty
        alpha.withUnsafeMutableBufferPointer { out in
            // Only the layer's drawn rows and columns hold alpha; the rest stays as initialised.
            let y0 = max(minY, dirtyMinY + dy), y1 = min(maxY, dirtyMaxY + dy)
            let x0 = max(minX, dirtyMinX + dx), x1 = min(maxX, dirtyMaxX + dx)
            guard y0 < y1, x0 < x1 else { return }
            for y in y0..<y1 {
                let source = layer.pixels + (y - dy) * width - dx
                let row = (y - minY) * w - minX
                if invert {
                    for x in x0..<x1 { out[row + x] = 255 - UInt8(truncatingIfNeeded: source[x] >> 24) }
                } else {
                    for x in x0..<x1 { out[row + x] = UInt8(truncatingIfNeeded: source[x] >> 24) }
                }
            }
        }
        GaussianBlur.blur(&alpha, width: w, height: h, channels: 1, sigma: sigma, edges: invert ? .clamp : .transparent)
        return alpha
    }

    private func drawShadow(of layer: PixelBuffer, onto destination: PixelBuffer, color: RGBA, radius: Double, offset: CGSize) {
        let source = color.premultipliedPixel
        guard source != 0, layer.dirty.0 < layer.dirty.2 else { return }
        let sigma = (radius.isFinite ? max(radius, 0) : 0) * Double(scale)
        let dx = Self.pixels(Double(offset.width) * Double(scale)), dy = Self.pixels(Double(offset.height) * Double(scale))
        let d = layer.dirty
        let moved = (d.0 + dx, d.1 + dy, d.2 + dx, d.3 + dy)
        let region = expanded((max(0, moved.0), max(0, moved.1), min(width, moved.2), min(height, moved.3)), by: Self.reach(sigma))
        let (minX, minY, maxX, maxY) = region
        guard minX < maxX, minY < maxY else { return }
        let factor = GaussianBlur.reduction(sigma: sigma)
        if factor > 1, maxX - minX >= factor * 2, maxY - minY >= factor * 2 {
            drawReducedShadow(of: layer, onto: destination, source: source, region: region, dx: dx, dy: dy, sigma: sigma, factor: factor)
            return
        }
        let alpha = blurredAlpha(layer, region: region, dx: dx, dy: dy, sigma: sigma, invert: false)
        let w = maxX - minX
        let clip = clipCoverage
        alpha.withUnsafeBufferPointer { alpha in
            for y in minY..<maxY {
                let row = destination.pixels + y * width
                let a0 = (y - minY) * w - minX
                for x in minX..<maxX {
                    var a = UInt32(alpha[a0 + x])
                    if a == 0 { continue }
                    if let clip { a = PixelMath.div255(a * UInt32(clip[y * width + x])) }
                    row[x] = PixelMath.sourceOver(a == 255 ? source : PixelMath.scale(source, by: a), row[x])
                }
            }
        }
        destination.markDirty(minX, minY, maxX, maxY)
    }

    /// A large-σ drop shadow: its blurred alpha mask (from `shadowMasks` when an identical view already cast one
    /// in this render, else computed by `reducedShadowMask`), tinted and composited under the view.
    private func drawReducedShadow(
        of layer: PixelBuffer, onto destination: PixelBuffer, source: UInt32,
        region: (Int, Int, Int, Int), dx: Int, dy: Int, sigma: Double, factor f: Int
    ) {
        let (minX, minY, maxX, maxY) = region
        let w = maxX - minX, h = maxY - minY
        let (dirtyMinX, dirtyMinY, dirtyMaxX, dirtyMaxY) = layer.dirty
        let y0 = max(minY, dirtyMinY + dy), y1 = max(min(maxY, dirtyMaxY + dy), y0)
        let x0 = max(minX, dirtyMinX + dx), x1 = max(min(maxX, dirtyMaxX + dx), x0)
        // The view's alpha where it drew (moved by the offset), which with the region's size and the blur
        // determines the mask.
        let aw = x1 - x0, ah = y1 - y0
        let alpha = [UInt8](unsafeUninitializedCapacity: aw * ah) { out, count in
            for y in 0..<ah {
                let source = layer.pixels + ((y0 &+ y &- dy) &* width &+ x0 &- dx)
                let row = out.baseAddress! + y &* aw
                for x in 0..<aw { row[x] = UInt8(truncatingIfNeeded: source[x] >> 24) }
            }
            count = aw * ah
        }
        let key = ShadowMaskCache.Key(
            width: w, height: h, factor: f, sigma: sigma, alphaX0: x0 - minX, alphaY0: y0 - minY,
            alphaX1: x1 - minX, alphaY1: y1 - minY, alpha: alpha)
        let mask: ShadowMaskCache.Mask
        if let cached = shadowMasks.mask(for: key) {
            mask = cached
        } else {
            mask = Self.reducedShadowMask(key)
            shadowMasks.insert(mask, for: key)
        }
        let (bx0, by0, bx1, by1) = mask.bounds
        guard bx0 < bx1, by0 < by1 else { return }
        // The shadow pixel for each alpha (what `scale(source, by: a)` gives).
        var table = [UInt32](repeating: 0, count: 256)
        for a in 0..<256 { table[a] = a == 255 ? source : PixelMath.scale(source, by: UInt32(a)) }
        let clip = clipCoverage
        // The view is composited over its shadow next, unmoved and unclipped: where it is opaque it hides the shadow.
        let (opaqueX0, opaqueY0, opaqueX1, opaqueY1) = layer.dirty
        let bw = bx1 - bx0
        mask.alpha.withUnsafeBufferPointer { maskPixels in
            table.withUnsafeBufferPointer { table in
                for y in by0..<by1 {
                    let maskRow = maskPixels.baseAddress! + ((y &- by0) &* bw &- bx0)
                    let row = destination.pixels + ((minY &+ y) &* width &+ minX)
                    let clipRow = clip.map { $0 + ((minY &+ y) &* width &+ minX) }
                    @inline(__always) func shade(_ x: Int) {
                        var a = UInt32(maskRow[x])
                        if a == 0 { return }
                        if let clipRow { a = PixelMath.div255(a &* UInt32(clipRow[x])) }
                        let p = table[Int(a)]
                        if p == 0 { return }
                        row[x] = PixelMath.sourceOver(p, row[x])
                    }
                    // Runs outside the view, four pixels at a time when nothing clips.
                    @inline(__always) func shadeRun(_ x0: Int, _ x1: Int) {
                        guard clipRow == nil else {
                            for x in x0..<x1 { shade(x) }
                            return
                        }
                        PixelMath.sourceOver(lookup: table.baseAddress!, indices: maskRow + x0, onto: row + x0, count: x1 &- x0)
                    }
                    // Where the view itself is opaque it will cover the shadow exactly: skip those pixels.
                    let layerY = minY &+ y
                    guard layerY >= opaqueY0, layerY < opaqueY1, opaqueX0 < opaqueX1 else {
                        shadeRun(bx0, bx1)
                        continue
                    }
                    let ox0 = min(max(opaqueX0 &- minX, bx0), bx1), ox1 = min(max(opaqueX1 &- minX, ox0), bx1)
                    shadeRun(bx0, ox0)
                    let viewRow = layer.pixels + (layerY &* width &+ minX)
                    for x in ox0..<ox1 where viewRow[x] < 0xFF00_0000 { shade(x) }
                    shadeRun(ox1, bx1)
                }
            }
        }
        destination.markDirty(minX, minY, maxX, maxY)
    }

    /// The blurred alpha of a shadow at reduced resolution: block sums of the view's alpha, the small blur, then
    /// bilinear upsampling of the cells that are not zero (the pixels outside read only zero cells, so stay zero).
    private static func reducedShadowMask(_ key: ShadowMaskCache.Key) -> ShadowMaskCache.Mask {
        let w = key.width, h = key.height, f = key.factor
        let sw = (w + f - 1) / f, sh = (h + f - 1) / f
        let shift = f.trailingZeroBitCount
        var sums = [Int](repeating: 0, count: sw * sh)
        let aw = key.alphaX1 - key.alphaX0
        sums.withUnsafeMutableBufferPointer { sums in
            key.alpha.withUnsafeBufferPointer { alpha in
                for y in key.alphaY0..<key.alphaY1 {
                    let source = alpha.baseAddress! + ((y &- key.alphaY0) &* aw &- key.alphaX0)
                    let cellRow = (y >> shift) &* sw
                    for x in key.alphaX0..<key.alphaX1 { sums[cellRow &+ (x >> shift)] &+= Int(source[x]) }
                }
            }
        }
        let n = f * f
        var small = sums.map { UInt8(($0 + n / 2) / n) }
        GaussianBlur.blur(&small, width: sw, height: sh, channels: 1, sigma: GaussianBlur.remainingSigma(key.sigma, factor: f), edges: .transparent)
        var cellX0 = sw, cellX1 = -1, cellY0 = sh, cellY1 = -1
        for cy in 0..<sh {
            let row = cy &* sw
            var first = -1, last = -1
            for cx in 0..<sw where small[row &+ cx] != 0 {
                if first < 0 { first = cx }
                last = cx
            }
            guard first >= 0 else { continue }
            cellY0 = min(cellY0, cy)
            cellY1 = cy
            cellX0 = min(cellX0, first)
            cellX1 = max(cellX1, last)
        }
        let empty = ShadowMaskCache.Mask(bounds: (0, 0, 0, 0), alpha: [])
        guard cellY1 >= 0 else { return empty }
        let xs = GaussianBlur.weights(w, factor: f, limit: sw), ys = GaussianBlur.weights(h, factor: f, limit: sh)
        // Pixels that read at least one non-zero cell: the weights' indices never decrease.
        let px0 = xs.b.firstIndex { $0 >= cellX0 } ?? w, px1 = (xs.a.lastIndex { $0 <= cellX1 } ?? -1) + 1
        let py0 = ys.b.firstIndex { $0 >= cellY0 } ?? h, py1 = (ys.a.lastIndex { $0 <= cellY1 } ?? -1) + 1
        guard px0 < px1, py0 < py1 else { return empty }
        let bw = px1 - px0
        var column = [Int](repeating: 0, count: sw)
        let alpha = [UInt8](unsafeUninitializedCapacity: bw * (py1 - py0)) { out, count in
            small.withUnsafeBufferPointer { sp in
                column.withUnsafeMutableBufferPointer { column in
                    xs.a.withUnsafeBufferPointer { xa in
                        xs.b.withUnsafeBufferPointer { xb in
                            xs.t.withUnsafeBufferPointer { xt in
                                let c0 = xa[px0], c1 = xb[px1 - 1]
                                for y in py0..<py1 {
                                    // The row's vertical interpolation once per cell, then only the horizontal one per pixel
                                    // (the same integer sum as interpolating each pixel in both directions).
                                    let rowA = ys.a[y] &* sw, rowB = ys.b[y] &* sw, ty = ys.t[y], uy = 256 &- ty
                                    for c in c0...c1 { column[c] = Int(sp[rowA &+ c]) &* uy &+ Int(sp[rowB &+ c]) &* ty }
                                    let row = out.baseAddress! + ((y &- py0) &* bw &- px0)
                                    for x in px0..<px1 {
                                        let tx = xt[x]
                                        row[x] = UInt8(truncatingIfNeeded: (column[xa[x]] &* (256 &- tx) &+ column[xb[x]] &* tx &+ 32768) >> 16)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            count = bw * (py1 - py0)
        }
        return ShadowMaskCache.Mask(bounds: (px0, py0, px1, py1), alpha: alpha)
    }

    private func drawInnerShadow(into layer: PixelBuffer, color: RGBA, radius: Double, offset: CGSize) {
        let source = color.premultipliedPixel
        let region = layer.dirty
        guard source != 0, region.0 < region.2, region.1 < region.3 else { return }
        let sigma = (radius.isFinite ? max(radius, 0) : 0) * Double(scale)
        let dx = Self.pixels(Double(offset.width) * Double(scale)), dy = Self.pixels(Double(offset.height) * Double(scale))
        let (minX, minY, maxX, maxY) = region
        let alpha = blurredAlpha(layer, region: region, dx: dx, dy: dy, sigma: sigma, invert: true)
        let w = maxX - minX
        for y in minY..<maxY {
            let row = layer.pixels + y * width
            for x in minX..<maxX {
                let inside = row[x] >> 24
                guard inside > 0 else { continue }
                let a = PixelMath.div255(UInt32(alpha[(y - minY) * w + x - minX]) * inside)
                if a == 0 { continue }
                // The shadow sits on the content, inside its alpha (source-atop).
                let s = PixelMath.scale(source, by: a)
                row[x] = s &+ PixelMath.scale(row[x], by: 255 - (s >> 24))
                row[x] = Self.limitToAlpha(row[x], inside)
            }
        }
    }

    private static func limitToAlpha(_ p: UInt32, _ alpha: UInt32) -> UInt32 {
        let r = min(p & 0xFF, alpha), g = min((p >> 8) & 0xFF, alpha), b = min((p >> 16) & 0xFF, alpha)
        return r | g << 8 | b << 16 | alpha << 24
    }

    private static func pixels(_ v: Double) -> Int {
        guard v.isFinite else { return 0 }
        return Int(min(max(v, -1_000_000), 1_000_000).rounded())
    }

    /// Draws `layer` through `transform` (points) onto `destination`, sampling bilinearly.
    private func project(_ layer: PixelBuffer, onto destination: PixelBuffer, transform: ProjectiveTransform) {
        let (lx0, ly0, lx1, ly1) = layer.dirty
        guard lx0 < lx1, ly0 < ly1 else { return }
        let s = Double(scale)
        let toPoints = ProjectiveTransform(m11: 1 / s, m12: 0, m13: 0, m21: 0, m22: 1 / s, m23: 0, m31: 0, m32: 0, m33: 1)
        let toPixels = ProjectiveTransform(m11: s, m12: 0, m13: 0, m21: 0, m22: s, m23: 0, m31: 0, m32: 0, m33: 1)
        let device = toPoints.concatenating(transform).concatenating(toPixels)
        guard let inverse = device.inverted else { return }
        var xs: [Double] = [], ys: [Double] = []
        for (cx, cy) in [(lx0, ly0), (lx1, ly0), (lx0, ly1), (lx1, ly1)] {
            guard let p = device.apply(x: Double(cx), y: Double(cy)) else { return }
            xs.append(p.0)
            ys.append(p.1)
        }
        guard (xs + ys).allSatisfy(\.isFinite) else { return }
        let minX = Int(max(0, min(Double(width), xs.min()!.rounded(.down))))
        let maxX = Int(max(0, min(Double(width), xs.max()!.rounded(.up))))
        let minY = Int(max(0, min(Double(height), ys.min()!.rounded(.down))))
        let maxY = Int(max(0, min(Double(height), ys.max()!.rounded(.up))))
        guard minX < maxX, minY < maxY else { return }
        let clip = clipCoverage
        @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= lx0, x < lx1, y >= ly0, y < ly1 else { return 0 }
            return layer.pixels[y * width + x]
        }
        for y in minY..<maxY {
            let row = destination.pixels + y * width
            for x in minX..<maxX {
                guard let (sx, sy) = inverse.apply(x: Double(x) + 0.5, y: Double(y) + 0.5) else { continue }
                let fx = sx - 0.5, fy = sy - 0.5
                guard fx > Double(lx0) - 1, fx < Double(lx1), fy > Double(ly0) - 1, fy < Double(ly1) else { continue }
                let ix = Int(fx.rounded(.down)), iy = Int(fy.rounded(.down))
                let tx = fx - Double(ix), ty = fy - Double(iy)
                let p00 = texel(ix, iy), p10 = texel(ix + 1, iy), p01 = texel(ix, iy + 1), p11 = texel(ix + 1, iy + 1)
                var out: UInt32 = 0
                for shift in stride(from: UInt32(0), through: 24, by: 8) {
                    func c(_ p: UInt32) -> Double { Double((p >> shift) & 0xFF) }
                    let top = c(p00) + (c(p10) - c(p00)) * tx, bottom = c(p01) + (c(p11) - c(p01)) * tx
                    out |= UInt32(min(255, max(0, (top + (bottom - top) * ty).rounded()))) << shift
                }
                if out == 0 { continue }
                if let clip { out = PixelMath.scale(out, by: UInt32(clip[y * width + x])) }
                row[x] = PixelMath.sourceOver(Self.limitToAlpha(out, out >> 24), row[x])
            }
        }
        destination.markDirty(minX, minY, maxX, maxY)
    }
}
