import DeterministicMath
import Foundation

/// Colour arithmetic of ``ImageDiff``: CIE Lab and ΔE (CIE94) for perceptual precision, and
/// pixelmatch's YIQ brightness for anti-aliasing detection.
enum ImageDiffColor {
    /// A CIE L*a*b* colour (D65 white).
    struct Lab: Equatable {
        var l: Double
        var a: Double
        var b: Double
    }

    /// sRGB byte → linear light, for opaque pixels.
    static let linearTable: [Double] = (0..<256).map { linear(Double($0) / 255) }

    /// The sRGB transfer function's inverse.
    static func linear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : DMath.pow((value + 0.055) / 1.055, 2.4)
    }

    /// Lab from linear RGB.
    static func lab(linearRed r: Double, green g: Double, blue b: Double) -> Lab {
        // sRGB (D65) → XYZ, normalised by the D65 white point.
        let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47
        let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b
        let z = (0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b) / 1.088_83
        let fx = labF(x), fy = labF(y), fz = labF(z)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    private static func labF(_ t: Double) -> Double {
        let delta = 6.0 / 29.0
        return t > delta * delta * delta ? DMath.cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
    }

    /// Lab of an opaque sRGB pixel.
    static func lab(red: UInt8, green: UInt8, blue: UInt8) -> Lab {
        lab(linearRed: linearTable[Int(red)], green: linearTable[Int(green)], blue: linearTable[Int(blue)])
    }

    /// Lab of a straight-alpha sRGB pixel composited over a grey `background` (0 black … 1 white).
    static func lab(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8, background: Double) -> Lab {
        let coverage = Double(alpha) / 255
        func channel(_ value: UInt8) -> Double {
            linear(background + (Double(value) / 255 - background) * coverage)
        }
        return lab(linearRed: channel(red), green: channel(green), blue: channel(blue))
    }

    /// ΔE CIE94 (graphic arts weights) of `sample` against `reference`, 0…~100+. This is what
    /// Core Image's `CILabDeltaE`, used by swift-snapshot-testing, computes.
    static func deltaE94(_ reference: Lab, _ sample: Lab) -> Double {
        let deltaL = reference.l - sample.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let deltaC = c1 - c2
        let deltaA = reference.a - sample.a
        let deltaB = reference.b - sample.b
        let deltaHSquared = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
        let sC = 1 + 0.045 * c1
        let sH = 1 + 0.015 * c1
        let termC = deltaC / sC
        return (deltaL * deltaL + termC * termC + deltaHSquared / (sH * sH)).squareRoot()
    }

    /// ΔE between two straight-alpha RGBA pixels. Opaque pixels are compared directly; otherwise
    /// both are composited on black and on white and the larger ΔE counts, so that a change of
    /// alpha alone is still seen.
    static func deltaE(
        _ r1: UInt8, _ g1: UInt8, _ b1: UInt8, _ a1: UInt8,
        _ r2: UInt8, _ g2: UInt8, _ b2: UInt8, _ a2: UInt8
    ) -> Double {
        if a1 == 255 && a2 == 255 {
            return deltaE94(lab(red: r1, green: g1, blue: b1), lab(red: r2, green: g2, blue: b2))
        }
        let onBlack = deltaE94(
            lab(red: r1, green: g1, blue: b1, alpha: a1, background: 0),
            lab(red: r2, green: g2, blue: b2, alpha: a2, background: 0)
        )
        let onWhite = deltaE94(
            lab(red: r1, green: g1, blue: b1, alpha: a1, background: 1),
            lab(red: r2, green: g2, blue: b2, alpha: a2, background: 1)
        )
        return max(onBlack, onWhite)
    }

    // MARK: pixelmatch's YIQ helpers

    /// Blends a straight-alpha channel value with white (pixelmatch's `blend`).
    @inline(__always)
    static func blendWithWhite(_ value: Double, _ alpha: Double) -> Double {
        255 + (value - 255) * alpha
    }

    /// Luma (pixelmatch's `rgb2y`).
    @inline(__always)
    static func yiqY(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.298_895_31 + g * 0.586_622_47 + b * 0.114_482_23
    }

    /// Brightness difference of the pixel at byte offset `k` of `image1` and the one at `m` of
    /// `image2`, after blending semi-transparent pixels with white (pixelmatch's
    /// `colorDelta(…, yOnly: true)`).
    @inline(__always)
    static func brightnessDelta(
        _ image1: UnsafeBufferPointer<UInt8>, _ image2: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int
    ) -> Double {
        var r1 = Double(image1[k]), g1 = Double(image1[k + 1]), b1 = Double(image1[k + 2])
        let a1 = image1[k + 3]
        var r2 = Double(image2[m]), g2 = Double(image2[m + 1]), b2 = Double(image2[m + 2])
        let a2 = image2[m + 3]
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        if a1 < 255 {
            let alpha = Double(a1) / 255
            r1 = blendWithWhite(r1, alpha)
            g1 = blendWithWhite(g1, alpha)
            b1 = blendWithWhite(b1, alpha)
        }
        if a2 < 255 {
            let alpha = Double(a2) / 255
            r2 = blendWithWhite(r2, alpha)
            g2 = blendWithWhite(g2, alpha)
            b2 = blendWithWhite(b2, alpha)
        }
        return yiqY(r1, g1, b1) - yiqY(r2, g2, b2)
    }
}
