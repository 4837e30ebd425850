import DeterministicMath
import Foundation

/// A gradient to fill or stroke with: colour stops along a parameter that a geometry maps each point to.
///
/// Coordinates are in points, in the same space as the path drawn with it (the call's transform applies to
/// both). Colours between stops are interpolated component-wise in straight-alpha sRGB (as CoreGraphics and
/// SwiftUI do by default); beyond the first and last stop the end colours extend.
public struct Shading: Sendable, Equatable {
    /// How a point maps to the gradient parameter `t` (0 at the first stop's location 0, 1 at location 1).
    public enum Geometry: Sendable, Equatable {
        /// `t` is the projection of the point on the line from `start` to `end`.
        case linear(start: CGPoint, end: CGPoint)
        /// `t` grows with the distance from `center`: 0 at `startRadius`, 1 at `endRadius`.
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Like `radial`, but distances are measured in an ellipse of radii `radiusX`×`radiusY` (1 = that ellipse),
        /// 0 at `startFraction`, 1 at `endFraction`.
        case elliptical(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, startFraction: CGFloat, endFraction: CGFloat)
        /// `t` grows with the angle around `center` (radians, clockwise from the positive x axis on screen):
        /// 0 at `startAngle`, 1 at `endAngle`.
        case angular(center: CGPoint, startAngle: Double, endAngle: Double)
    }

    /// A colour at a location in 0...1.
    public struct Stop: Sendable, Equatable {
        public var color: RGBA
        public var location: Double
        public init(color: RGBA, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var geometry: Geometry
    /// The stops, sorted by location (stable) when the shading is made.
    public private(set) var stops: [Stop]

    /// Creates a shading; stops are sorted by location (ties keep their order) and non-finite locations dropped.
    public init(geometry: Geometry, stops: [Stop]) {
        self.geometry = geometry
        self.stops = stops.enumerated()
            .filter { $0.element.location.isFinite }
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// The straight-alpha colour at parameter `t` (clamped to the end stops).
    public func color(at t: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        guard t.isFinite else { return first.color }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t < stops[i].location || (t == stops[i].location) {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            guard span > 0 else { return b.color }
            let f = (t - a.location) / span
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return RGBA(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                        blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }

    /// Number of entries of the colour table drawing uses.
    static let tableSize = 1024

    /// Premultiplied pixels for `t` = i / (tableSize − 1).
    func table() -> [UInt32] {
        (0..<Self.tableSize).map { color(at: Double($0) / Double(Self.tableSize - 1)).premultipliedPixel }
    }

    /// The gradient parameter at a point (points, the shading's own space); NaN when undefined.
    @inline(__always) func parameter(x: Double, y: Double) -> Double {
        switch geometry {
        case .linear(let s, let e):
            let dx = Double(e.x - s.x), dy = Double(e.y - s.y)
            let length2 = dx * dx + dy * dy
            guard length2 > 0 else { return 1 }
            return ((x - Double(s.x)) * dx + (y - Double(s.y)) * dy) / length2
        case .radial(let c, let r0, let r1):
            let d = ((x - Double(c.x)) * (x - Double(c.x)) + (y - Double(c.y)) * (y - Double(c.y))).squareRoot()
            let span = Double(r1 - r0)
            guard span != 0 else { return d >= Double(r1) ? 1 : 0 }
            return (d - Double(r0)) / span
        case .elliptical(let c, let rx, let ry, let f0, let f1):
            guard rx > 0, ry > 0 else { return 1 }
            let u = (x - Double(c.x)) / Double(rx), v = (y - Double(c.y)) / Double(ry)
            let d = (u * u + v * v).squareRoot()
            let span = Double(f1 - f0)
            guard span != 0 else { return d >= Double(f1) ? 1 : 0 }
            return (d - Double(f0)) / span
        case .angular(let c, let a0, let a1):
            let angle = DMath.atan2(y - Double(c.y), x - Double(c.x))
            let span = a1 - a0
            guard span.isFinite, span != 0 else { return 0 }
            let turn = 2 * Double.pi
            // The angle measured from the start, in [0, 2π).
            var from = (angle - a0).truncatingRemainder(dividingBy: turn)
            if from < 0 { from += turn }
            if abs(span) >= turn {
                // Only the last complete turn is drawn.
                let offset = abs(span) - turn
                return (from + offset) / abs(span)
            }
            if from <= span { return from / span }
            // The missing sector: the last colour up to its middle, the first colour after it.
            let missing = turn - span
            return from - span < missing / 2 ? 1 : 0
        }
    }
}
