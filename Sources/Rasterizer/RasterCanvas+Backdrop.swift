import Foundation

extension RasterCanvas {
    /// Fills `path` with a backdrop material: everything drawn so far under the shape (all open layers
    /// composited, as a backdrop layer sees them), blurred with edge pixels repeated at the canvas edges,
    /// saturated, then tinted; the result replaces the backdrop inside the shape (anti-aliased, within the
    /// current clip).
    public func fillBackdrop(_ path: RasterPath, material: BackdropMaterial, rule: FillRule = .nonZero, transform: Transform2D = .identity) {
        pushClip(path, rule: rule, transform: transform)
        defer { popClip() }
        guard let coverage = clipCoverage, let mask = clips.last else { return }
        let (minX, minY, maxX, maxY) = mask.bounds
        guard minX < maxX, minY < maxY else { return }
        let radius = material.blurRadius.isFinite ? min(max(material.blurRadius, 0), 1000) : 0
        let sigma = radius * Double(scale)
        // The backdrop the blur reads: the region plus the blur's reach, clamped to the canvas.
        let (ex0, ey0, ex1, ey1) = expanded(mask.bounds, by: Self.reach(sigma))
        let ew = ex1 - ex0, eh = ey1 - ey0
        var backdrop = [UInt8](repeating: 0, count: ew * eh * 4)
        backdrop.withUnsafeMutableBytes { bytes in
            let out = bytes.bindMemory(to: UInt32.self).baseAddress!
            for y in 0..<eh {
                let row = out + y * ew
                row.update(from: layers[0].pixels + (ey0 + y) * width + ex0, count: ew)
                for layer in layers.dropFirst() {
                    let source = layer.pixels + (ey0 + y) * width + ex0
                    for x in 0..<ew where source[x] != 0 { row[x] = PixelMath.sourceOver(source[x], row[x]) }
                }
            }
        }
        if sigma > 0 { GaussianBlur.blur(&backdrop, width: ew, height: eh, channels: 4, sigma: sigma, edges: .clamp) }
        let saturation = material.saturation.isFinite ? max(material.saturation, 0) : 1
        let tints = material.tints.map { ($0.color.premultipliedPixel, $0.mode) }
        let layer = target
        backdrop.withUnsafeBytes { bytes in
            let blurred = bytes.bindMemory(to: UInt32.self).baseAddress!
            for y in minY..<maxY {
                let row = layer.pixels + y * width
                let source = blurred + (y - ey0) * ew - ex0
                let clip = coverage + y * width
                for x in minX..<maxX {
                    let c = UInt32(clip[x])
                    if c == 0 { continue }
                    var p = source[x]
                    if saturation != 1 { p = Self.saturate(p, saturation) }
                    for (tint, mode) in tints where tint != 0 {
                        p = mode == .normal ? PixelMath.sourceOver(tint, p) : Blending.blend(tint, p, mode: mode)
                    }
                    row[x] = PixelMath.sourceOver(c == 255 ? p : PixelMath.scale(p, by: c), row[x])
                }
            }
        }
        layer.markDirty(minX, minY, maxX, maxY)
    }

    /// A premultiplied pixel's saturation scaled by `s` (the W3C `saturate()` matrix, Rec. 709 weights),
    /// colour kept within its alpha.
    static func saturate(_ p: UInt32, _ s: Double) -> UInt32 {
        let a = Double(p >> 24)
        guard a > 0 else { return p }
        let r = Double(p & 0xFF), g = Double((p >> 8) & 0xFF), b = Double((p >> 16) & 0xFF)
        func channel(_ v: Double) -> UInt32 { UInt32(min(max(v, 0), a).rounded()) }
        let nr = (0.213 + 0.787 * s) * r + (0.715 - 0.715 * s) * g + (0.072 - 0.072 * s) * b
        let ng = (0.213 - 0.213 * s) * r + (0.715 + 0.285 * s) * g + (0.072 - 0.072 * s) * b
        let nb = (0.213 - 0.213 * s) * r + (0.715 - 0.715 * s) * g + (0.072 + 0.928 * s) * b
        return channel(nr) | channel(ng) << 8 | channel(nb) << 16 | (p & 0xFF00_0000)
    }
}
