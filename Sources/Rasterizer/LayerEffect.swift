import Foundation

/// How `RasterCanvas.endLayer(_:)` composites a layer onto the one below it. Lengths are in points.
public enum LayerEffect: Sendable, Equatable {
    /// Source-over at `opacity` (0...1).
    case opacity(Double)
    /// Composited with a blend mode.
    case blend(LayerBlendMode)
    /// Each pixel's straight-alpha colour through a colour matrix, then source-over.
    case colorMatrix(ColorMatrix)
    /// A Gaussian blur of standard deviation `radius`, then source-over. With `opaqueBounds`, samples beyond
    /// those bounds repeat the edge and the result is clipped to them (SwiftUI's `opaque: true`).
    case blur(radius: Double, opaqueBounds: CGRect?)
    /// A drop shadow (the layer's alpha blurred by `radius`, tinted `color`, moved by `offset`) under the layer.
    case shadow(color: RGBA, radius: Double, offset: CGSize)
    /// An inner shadow: the shadow of the layer's outside, kept inside the layer's alpha, over the layer.
    case innerShadow(color: RGBA, radius: Double, offset: CGSize)
    /// The drop shadow of `shadow` alone, without the layer (CoreGraphics' and SwiftUI's `shadowOnly`).
    case shadowOnly(color: RGBA, radius: Double, offset: CGSize)
    /// The drop shadow of `shadow` drawn over the layer instead of under it (`shadowAbove`).
    case shadowAbove(color: RGBA, radius: Double, offset: CGSize)
    /// The layer drawn through a projective transform (points to points), bilinearly resampled.
    case projection(ProjectiveTransform)
}

/// A 3×3 projective transform in CoreGraphics' row-vector convention:
/// `(x', y', w') = (x, y, 1) · [[m11 m12 m13] [m21 m22 m23] [m31 m32 m33]]`, the point is `(x'/w', y'/w')`.
public struct ProjectiveTransform: Sendable, Equatable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
    }

    public static let identity = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// `self` followed by `other`.
    public func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32, m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32, m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32, m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The inverse, or nil when singular or not finite.
    public var inverted: ProjectiveTransform? {
        let det = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard det != 0, det.isFinite else { return nil }
        let i = 1 / det
        return ProjectiveTransform(
            m11: (m22 * m33 - m23 * m32) * i, m12: (m13 * m32 - m12 * m33) * i, m13: (m12 * m23 - m13 * m22) * i,
            m21: (m23 * m31 - m21 * m33) * i, m22: (m11 * m33 - m13 * m31) * i, m23: (m13 * m21 - m11 * m23) * i,
            m31: (m21 * m32 - m22 * m31) * i, m32: (m12 * m31 - m11 * m32) * i, m33: (m11 * m22 - m12 * m21) * i)
    }

    /// Maps a point; nil when it lands at or behind the viewer (w' ≤ 0).
    public func apply(x: Double, y: Double) -> (Double, Double)? {
        let w = x * m13 + y * m23 + m33
        guard w > 1e-9 else { return nil }
        return ((x * m11 + y * m21 + m31) / w, (x * m12 + y * m22 + m32) / w)
    }
}
