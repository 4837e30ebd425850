import Foundation
import Rasterizer

/// Where a gradient style lays its stops out, relative to the bounds it fills.
enum GradientGeometry: Hashable, Sendable {
    case linear(start: UnitPoint, end: UnitPoint)
    case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
    case angular(center: UnitPoint, start: Angle, end: Angle)

    /// The rasterizer geometry for `rect` (root points).
    func shadingGeometry(in rect: CGRect) -> Shading.Geometry {
        func point(_ u: UnitPoint) -> CGPoint {
            CGPoint(x: rect.minX + Self.finite(u.x) * rect.width, y: rect.minY + Self.finite(u.y) * rect.height)
        }
        switch self {
        case .linear(let start, let end):
            return .linear(start: point(start), end: point(end))
        case .radial(let center, let r0, let r1):
            return .radial(center: point(center), startRadius: Self.finite(r0), endRadius: Self.finite(r1))
        case .elliptical(let center, let f0, let f1):
            // Fractions of the bounds: 0.5 reaches the inscribed ellipse.
            return .elliptical(
                center: point(center), radiusX: rect.width, radiusY: rect.height,
                startFraction: Self.finite(f0), endFraction: Self.finite(f1))
        case .angular(let center, let start, let end):
            let a0 = start.radians.isFinite ? start.radians : 0
            var a1 = end.radians.isFinite ? end.radians : a0
            if a1 == a0 { a1 = a0 + 2 * .pi }
            return .angular(center: point(center), startAngle: a0, endAngle: a1)
        }
    }

    private static func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }

    var name: String {
        switch self {
        case .linear: "linear"
        case .radial: "radial"
        case .elliptical: "elliptical"
        case .angular: "angular"
        }
    }
}

/// A gradient style before the environment is known (what `ResolvableStyle.gradient` carries).
package struct GradientSpec: Hashable, Sendable {
    var gradient: Gradient
    var geometry: GradientGeometry
    var opacity: Double = 1
}

/// A gradient whose colours are resolved; its geometry is placed when the bounds are known.
struct ResolvedGradient: Hashable, Sendable {
    struct Stop: Hashable, Sendable {
        var color: ResolvedColor
        var location: Double
    }

    var stops: [Stop]
    var geometry: GradientGeometry

    /// The rasterizer shading for `rect`.
    func shading(in rect: CGRect) -> Shading {
        Shading(
            geometry: geometry.shadingGeometry(in: rect),
            stops: stops.map {
                Shading.Stop(color: RGBA(red: $0.color.red, green: $0.color.green, blue: $0.color.blue, alpha: $0.color.opacity), location: $0.location)
            })
    }

    /// A single colour standing for the gradient where only one colour can be used (its first stop).
    var representativeColor: ResolvedColor { stops.first?.color ?? .clear }
}

/// What a shape style paints with once the environment is known.
enum ResolvedPaint: Hashable, Sendable {
    case color(ResolvedColor)
    case gradient(ResolvedGradient)
    /// A material: the backdrop blurred and tinted.
    case material(Material, dark: Bool)

    var isInvisible: Bool {
        switch self {
        case .color(let c): c.isInvisible
        case .gradient(let g): g.stops.allSatisfy { $0.color.isInvisible }
        case .material: false
        }
    }
}
