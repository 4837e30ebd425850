import Foundation

extension Canvas {
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
                let region = deviceRegion(opaqueBounds)
                blurRegion(layer, region: region, sigma: sigma, edges: .clamp)
                // Only the bounds keep the result.
                composite(layer, onto: destination, region: region, factor: 255, mode: .normal, clipped: true)
            } else {
                let region = expanded(layer.dirty, by: Self.reach(sigma))
                blurRegion(layer, region: region, sigma: sigma, edges: .transparent)
                composite(layer, onto: destination, region: region, factor: 255, mode: .normal, clipped: true)
            }
        case .shadow(let color, let radius, let offset):
            drawShadow(of: layer, onto: destination, color: color, radius: radius, offset: offset)
            composite(layer, onto: destination, region: layer.dirty, factor: 255, mode: .normal)
        case .innerShadow(let color, let radius, let offset):
            drawInnerShadow(into: layer, color: color, radius: radius, offset: offset)
            composite(layer, onto: destination, region: layer.dirty, factor: 255, mode: .normal)
        case .projection(let transform):
            project(layer, onto: destination, transform: transform)
        }
    }

    /// How far (pixels) a blur of `sigma` spreads: three standard deviations, rounded up.
    static func reach(_ sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int(min(sigma * 3, 100_000).rounded(.up)) + 1
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
        return (clampX((Double(r.minX) * s).rounded(.down)), clampY((Double(r.minY) * s).rounded(.down)),
                clampX((Double(r.maxX) * s).rounded(.up)), clampY((Double(r.maxY) * s).rounded(.up)))
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

    /// Blurs `region` of `layer` in place.
    private func blurRegion(_ layer: PixelBuffer, region: (Int, Int, Int, Int), sigma: Double, edges: GaussianBlur.Edges) {
        let (minX, minY, maxX, maxY) = region
        guard minX < maxX, minY < maxY, sigma > 0 else { return }
        let w = maxX - minX, h = maxY - minY
        var data = [UInt8](repeating: 0, count: w * h * 4)
        data.withUnsafeMutableBytes { bytes in
            let out = bytes.bindMemory(to: UInt32.self).baseAddress!
            for y in 0..<h { (out + y * w).update(from: layer.pixels + (minY + y) * width + minX, count: w) }
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

    /// The layer's alpha in `region` (offset by `dx`, `dy` pixels), blurred by `sigma`.
    private func blurredAlpha(_ layer: PixelBuffer, region: (Int, Int, Int, Int), dx: Int, dy: Int, sigma: Double, invert: Bool) -> [UInt8] {
        let (minX, minY, maxX, maxY) = region
        let w = maxX - minX, h = maxY - minY
        var alpha = [UInt8](repeating: invert ? 255 : 0, count: w * h)
        for y in 0..<h {
            let sy = minY + y - dy
            guard sy >= 0, sy < height else { continue }
            for x in 0..<w {
                let sx = minX + x - dx
                guard sx >= 0, sx < width else { continue }
                let a = UInt8(layer.pixels[sy * width + sx] >> 24)
                alpha[y * w + x] = invert ? 255 - a : a
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
        let alpha = blurredAlpha(layer, region: region, dx: dx, dy: dy, sigma: sigma, invert: false)
        let w = maxX - minX
        let clip = clipCoverage
        for y in minY..<maxY {
            let row = destination.pixels + y * width
            for x in minX..<maxX {
                var a = UInt32(alpha[(y - minY) * w + x - minX])
                if let clip { a = PixelMath.div255(a * UInt32(clip[y * width + x])) }
                if a == 0 { continue }
                row[x] = PixelMath.sourceOver(PixelMath.scale(source, by: a), row[x])
            }
        }
        destination.markDirty(minX, minY, maxX, maxY)
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
            xs.append(p.0); ys.append(p.1)
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
