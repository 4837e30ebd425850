import DeterministicMath
import Foundation
import Rasterizer

/// The colour matrices behind SwiftUI's colour effects (the W3C filter-effects definitions, Rec. 709 luma).
enum ColorMatrices {
    static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    static func contrast(_ amount: Double) -> ColorMatrix {
        let o = 0.5 * (1 - amount)
        return ColorMatrix([amount, 0, 0, 0, o, 0, amount, 0, 0, o, 0, 0, amount, 0, o, 0, 0, 0, 1, 0])
    }

    static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([
            0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s, 0, 0,
            0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s, 0, 0,
            0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    static func grayscale(_ amount: Double) -> ColorMatrix {
        saturation(1 - min(max(amount, 0), 1))
    }

    static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = DMath.cos(radians), s = DMath.sin(radians)
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    static func multiply(_ c: ResolvedColor) -> ColorMatrix {
        ColorMatrix([c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.opacity, 0])
    }

    static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])
}
