import DeterministicMath
import Foundation

/// An affine transform with CoreGraphics' layout: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct Transform2D: Sendable, Equatable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public init(scaleX x: CGFloat, y: CGFloat) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (clockwise on a y-down screen for positive angles, as in CoreGraphics).
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(DMath.cos(Double(angle)))
        let sine = CGFloat(DMath.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// `self` followed by `other` (CoreGraphics' `concatenating`).
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// Maps a point through the transform.
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The inverse transform, or nil when the transform is singular.
    public var inverted: Transform2D? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return Transform2D(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Whether the transform maps axis-aligned rectangles to axis-aligned rectangles without flipping axes.
    var isAxisAligned: Bool { b == 0 && c == 0 }

    /// The largest factor by which the transform stretches any vector (the larger singular value).
    var maximumScale: Double {
        let sumSquares = Double(a * a + b * b + c * c + d * d)
        let p = Double(a * a + b * b - c * c - d * d)
        let q = Double(a * c + b * d)
        let value = ((sumSquares + (p * p + 4 * q * q).squareRoot()) / 2).squareRoot()
        return value.isFinite ? value : 0
    }
}
