import DeterministicMath
import Foundation

/// A piece of an ellipse: the points `center + axis1·cos t + axis2·sin t` for t from `startAngle` to
/// `endAngle` (radians; the sweep may be negative). Affine transforms map it to another elliptical arc,
/// so paths keep arcs exact until they are flattened in device space.
public struct EllipticalArc: Sendable, Equatable {
    public var center: CGPoint
    /// The point at angle 0 minus the centre.
    public var axis1: CGPoint
    /// The point at angle π/2 minus the centre.
    public var axis2: CGPoint
    public var startAngle: Double
    public var endAngle: Double

    public init(center: CGPoint, axis1: CGPoint, axis2: CGPoint, startAngle: Double, endAngle: Double) {
        self.center = center
        self.axis1 = axis1
        self.axis2 = axis2
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// The point at parameter `t`.
    public func point(at t: Double) -> CGPoint {
        let cosine = CGFloat(DMath.cos(t))
        let sine = CGFloat(DMath.sin(t))
        return CGPoint(x: center.x + axis1.x * cosine + axis2.x * sine, y: center.y + axis1.y * cosine + axis2.y * sine)
    }

    public var startPoint: CGPoint { point(at: startAngle) }
    public var endPoint: CGPoint { point(at: endAngle) }

    /// The arc mapped through `transform`.
    public func applying(_ transform: Transform2D) -> EllipticalArc {
        let t = transform
        return EllipticalArc(
            center: t.apply(to: center),
            axis1: CGPoint(x: t.a * axis1.x + t.c * axis1.y, y: t.b * axis1.x + t.d * axis1.y),
            axis2: CGPoint(x: t.a * axis2.x + t.c * axis2.y, y: t.b * axis2.x + t.d * axis2.y),
            startAngle: startAngle,
            endAngle: endAngle
        )
    }
}
