import DeterministicMath
import Foundation
import Rasterizer

extension View {
    /// Rotates the view's drawing (text included) around `anchor`; layout is unchanged.
    public nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(
            TransformEffectModifier(name: "rotationEffect") { context in
                var radians = angle.radians
                if !radians.isFinite {
                    context.log("rotationEffect: angle \(radians) is not finite; drawing unrotated.")
                    radians = 0
                }
                return { size in
                    let p = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
                    let c = CGFloat(DMath.cos(radians)), s = CGFloat(DMath.sin(radians))
                    return CGAffineTransform(a: c, b: s, c: -s, d: c, tx: p.x - p.x * c + p.y * s, ty: p.y - p.x * s - p.y * c)
                }
            })
    }

    /// Scales the view's drawing by `scale` around `anchor`; layout is unchanged.
    public nonisolated func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(
            TransformEffectModifier(name: "scaleEffect") { context in
                var scale = scale
                if !scale.width.isFinite || !scale.height.isFinite {
                    context.log("scaleEffect: scale \(scale.width)×\(scale.height) is not finite; drawing unscaled.")
                    scale = CGSize(width: 1, height: 1)
                }
                return { size in
                    CGAffineTransform(
                        a: scale.width, b: 0, c: 0, d: scale.height,
                        tx: anchor.x * size.width * (1 - scale.width), ty: anchor.y * size.height * (1 - scale.height))
                }
            })
    }

    /// Scales the view's drawing uniformly by `s` around `anchor`.
    public nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the view's drawing by `x` and `y` around `anchor`.
    public nonisolated func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view through `transform`, in its own coordinates (origin at its top-left corner).
    public nonisolated func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(TransformEffectModifier(name: "transformEffect") { _ in { _ in transform } })
    }

    /// Draws the view through a projective transform in its own coordinates; affine ones draw as
    /// `transformEffect`, perspective ones resample the view's layer.
    public nonisolated func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(ProjectionEffectModifier(name: "projectionEffect") { _ in transform })
    }

    /// Draws the view as if rotated by `angle` around `axis` in 3D and projected back with perspective
    /// (SwiftUI's projection: the vanishing distance is the larger side divided by `perspective`).
    public nonisolated func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        let axis = Rotation3D.Axis(x: axis.x, y: axis.y, z: axis.z)
        return modifier(
            ProjectionEffectModifier(name: "rotation3DEffect") { size in
                Rotation3D.projection(angle: angle.radians, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective, size: size)
            })
    }
}

/// A projection in the view's own coordinates, computed from its size.
nonisolated struct ProjectionEffectModifier: ViewModifier, _UnaryModifier {
    let name: String
    let make: (CGSize) -> ProjectionTransform

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        let make = self.make
        let name = self.name
        // Affine projections are drawn as vector transforms; the rest resample a layer.
        return LayerEffectNode(
            child: TransformEffectNode(child: node, name: name) { size in
                let p = make(size)
                return p.isAffine && p.isFinite ? p.affine : .identity
            }, name: name
        ) { rect in
            let p = make(rect.size)
            guard !p.isAffine else { return nil }
            guard p.isFinite else {
                context.log("\(name): the transform is not finite; drawing the view untransformed.")
                return nil
            }
            let root = ProjectionTransform(CGAffineTransform(translationX: -rect.minX, y: -rect.minY))
                .concatenating(p)
                .concatenating(ProjectionTransform(CGAffineTransform(translationX: rect.minX, y: rect.minY)))
            return .projection(root.raster)
        }
    }
}

/// SwiftUI's 3D rotation: translate the anchor to the origin, rotate, apply perspective, translate back.
enum Rotation3D {
    struct Axis: Sendable { var x: CGFloat, y: CGFloat, z: CGFloat }

    typealias Matrix = [[Double]]

    static func projection(angle: Double, axis: Axis, anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat, size: CGSize) -> ProjectionTransform {
        guard angle.isFinite else { return ProjectionTransform() }
        let ax = Double(anchor.x * size.width), ay = Double(anchor.y * size.height), az = Double(anchorZ)
        var m = translation(-ax, -ay, -az)
        m = multiply(m, rotation(angle, axis))
        let distance = Double(max(size.width, size.height) / perspective)
        if distance.isFinite, distance != 0 {
            m = multiply(m, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -1 / distance], [0, 0, 0, 1]])
        }
        m = multiply(m, translation(ax, ay, az))
        var p = ProjectionTransform()
        p.m11 = m[0][0]
        p.m12 = m[0][1]
        p.m13 = m[0][3]
        p.m21 = m[1][0]
        p.m22 = m[1][1]
        p.m23 = m[1][3]
        p.m31 = m[3][0]
        p.m32 = m[3][1]
        p.m33 = m[3][3]
        return p
    }

    static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix {
        [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]]
    }

    /// A rotation for row vectors (v' = v·M) around a unit axis.
    static func rotation(_ angle: Double, _ axis: Axis) -> Matrix {
        let length = Double((axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot())
        guard length > 0, length.isFinite else { return translation(0, 0, 0) }
        let x = Double(axis.x) / length, y = Double(axis.y) / length, z = Double(axis.z) / length
        let c = DMath.cos(angle), s = DMath.sin(angle), t = 1 - c
        return [
            [t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0],
            [t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0],
            [t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0],
            [0, 0, 0, 1],
        ]
    }

    static func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
        (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0.0) { $0 + a[i][$1] * b[$1][j] } } }
    }
}

extension CGAffineTransform {
    /// A shear: x' = x + shearX·y, y' = y + shearY·x.
    public init(shearX: CGFloat, y shearY: CGFloat) {
        self.init(a: 1, b: shearY, c: shearX, d: 1, tx: 0, ty: 0)
    }
}
