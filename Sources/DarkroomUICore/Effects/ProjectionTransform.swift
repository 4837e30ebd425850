import Foundation
import Rasterizer

/// A 3×3 projective transform (SwiftUI's `ProjectionTransform`), row-vector convention as CoreGraphics:
/// a point (x, y) maps to ((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w), w = x·m13 + y·m23 + m33.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The projective form of an affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine (no perspective terms).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let p = raster.concatenating(rhs.raster)
        return ProjectionTransform(p)
    }

    /// The inverse (`self` unchanged when singular), and whether inverting worked.
    public mutating func invert() -> Bool {
        guard let inverse = raster.inverted else { return false }
        self = ProjectionTransform(inverse)
        return true
    }

    /// The inverse, or `self` when singular.
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    init(_ p: Rasterizer.ProjectiveTransform) {
        m11 = p.m11
        m12 = p.m12
        m13 = p.m13
        m21 = p.m21
        m22 = p.m22
        m23 = p.m23
        m31 = p.m31
        m32 = p.m32
        m33 = p.m33
    }

    var raster: Rasterizer.ProjectiveTransform {
        Rasterizer.ProjectiveTransform(m11: m11, m12: m12, m13: m13, m21: m21, m22: m22, m23: m23, m31: m31, m32: m32, m33: m33)
    }

    var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    var isFinite: Bool { [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite) }
}

extension CGPoint {
    /// The point through a projective transform.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}
