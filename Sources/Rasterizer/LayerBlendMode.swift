/// How a layer's pixels combine with what is below them (SwiftUI's `LayerBlendMode`, W3C compositing formulas).
public enum LayerBlendMode: Sendable, Equatable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    /// Porter-Duff: the layer only where the destination is, over it.
    case sourceAtop
    /// The destination over the layer.
    case destinationOver
    /// The destination where the layer is not.
    case destinationOut
    /// The destination where the layer is (the layer's alpha as a mask).
    case destinationIn
    /// The layer only where the destination is, replacing it.
    case sourceIn
    /// Sum of the colours, darkened: `max(0, 1 − ((1 − s) + (1 − d)))`.
    case plusDarker
    /// Sum of the colours, clamped.
    case plusLighter

    /// Whether the result outside the layer's drawn area changes the destination.
    var affectsOutsideSource: Bool { self == .destinationIn || self == .sourceIn }
}

enum Blending {
    /// Composites premultiplied source `s` onto premultiplied destination `d` with `mode`.
    static func blend(_ s: UInt32, _ d: UInt32, mode: LayerBlendMode) -> UInt32 {
        switch mode {
        case .normal: return PixelMath.sourceOver(s, d)
        case .destinationOver: return PixelMath.sourceOver(d, s)
        case .destinationOut: return PixelMath.scale(d, by: 255 - (s >> 24))
        case .destinationIn: return PixelMath.scale(d, by: s >> 24)
        case .sourceIn: return PixelMath.scale(s, by: d >> 24)
        case .sourceAtop:
            return PixelMath.scale(s, by: d >> 24) &+ PixelMath.scale(d, by: 255 - (s >> 24))
        case .plusLighter:
            var out: UInt32 = 0
            for shift in stride(from: 0, through: 24, by: 8) as StrideThrough<UInt32> {
                out |= min(255, ((s >> shift) & 0xFF) + ((d >> shift) & 0xFF)) << shift
            }
            return out
        default:
            return separableOrNot(s, d, mode: mode)
        }
    }

    private static func components(_ p: UInt32) -> (Double, Double, Double, Double) {
        (Double(p & 0xFF) / 255, Double((p >> 8) & 0xFF) / 255, Double((p >> 16) & 0xFF) / 255, Double(p >> 24) / 255)
    }

    private static func separableOrNot(_ s: UInt32, _ d: UInt32, mode: LayerBlendMode) -> UInt32 {
        let (sr, sg, sb, sa) = components(s)
        let (dr, dg, db, da) = components(d)
        if sa == 0 { return d }
        // Straight colours for the blend function.
        let cs = (sr / sa, sg / sa, sb / sa)
        let cd = da > 0 ? (dr / da, dg / da, db / da) : (0.0, 0.0, 0.0)
        var mixed: (Double, Double, Double)
        switch mode {
        case .hue: mixed = setLum(setSat(cs, sat(cd)), lum(cd))
        case .saturation: mixed = setLum(setSat(cd, sat(cs)), lum(cd))
        case .color: mixed = setLum(cs, lum(cd))
        case .luminosity: mixed = setLum(cd, lum(cs))
        case .plusDarker:
            // Premultiplied: max(0, 1 − ((sa − s) + (da − d))) per colour, alpha as source-over.
            let ra = sa + da - sa * da
            func f(_ sc: Double, _ dc: Double) -> Double { max(0, ra - ((sa - sc) + (da - dc))) }
            return RGBA(red: ra > 0 ? f(sr, dr) / ra : 0, green: ra > 0 ? f(sg, dg) / ra : 0, blue: ra > 0 ? f(sb, db) / ra : 0, alpha: ra).premultipliedPixel
        default:
            mixed = (separable(cs.0, cd.0, mode), separable(cs.1, cd.1, mode), separable(cs.2, cd.2, mode))
        }
        // W3C: co = cs·(1 − ab) + ab·B(cb, cs) in straight terms, then composited source-over.
        let ra = sa + da - sa * da
        func out(_ sc: Double, _ dc: Double, _ b: Double) -> Double {
            // Premultiplied result: sa·(1 − da)·cs + sa·da·B + (1 − sa)·da·cd
            sc * (1 - da) + sa * da * b + (1 - sa) * dc
        }
        let r = out(sr, dr, mixed.0), g = out(sg, dg, mixed.1), b = out(sb, db, mixed.2)
        guard ra > 0 else { return 0 }
        return RGBA(red: r / ra, green: g / ra, blue: b / ra, alpha: ra).premultipliedPixel
    }

    private static func separable(_ s: Double, _ b: Double, _ mode: LayerBlendMode) -> Double {
        switch mode {
        case .multiply: return s * b
        case .screen: return s + b - s * b
        case .overlay: return hardLight(b, s)
        case .darken: return min(s, b)
        case .lighten: return max(s, b)
        case .colorDodge:
            if b == 0 { return 0 }
            return s >= 1 ? 1 : min(1, b / (1 - s))
        case .colorBurn:
            if b >= 1 { return 1 }
            return s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
        case .hardLight: return hardLight(s, b)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(s - b)
        case .exclusion: return s + b - 2 * s * b
        default: return s
        }
    }

    private static func hardLight(_ s: Double, _ b: Double) -> Double {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }

    private static func lum(_ c: (Double, Double, Double)) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private static func clipColor(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var (r, g, b) = c
        if n < 0 {
            r = l + (r - l) * l / (l - n)
            g = l + (g - l) * l / (l - n)
            b = l + (b - l) * l / (l - n)
        }
        if x > 1 {
            r = l + (r - l) * (1 - l) / (x - l)
            g = l + (g - l) * (1 - l) / (x - l)
            b = l + (b - l) * (1 - l) / (x - l)
        }
        return (r, g, b)
    }

    private static func setLum(_ c: (Double, Double, Double), _ l: Double) -> (Double, Double, Double) {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    private static func sat(_ c: (Double, Double, Double)) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    private static func setSat(_ c: (Double, Double, Double), _ s: Double) -> (Double, Double, Double) {
        var v = [c.0, c.1, c.2]
        let order = [0, 1, 2].sorted { v[$0] < v[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        if v[hi] > v[lo] {
            v[mid] = (v[mid] - v[lo]) * s / (v[hi] - v[lo])
            v[hi] = s
        } else {
            v[mid] = 0
            v[hi] = 0
        }
        v[lo] = 0
        return (v[0], v[1], v[2])
    }
}
