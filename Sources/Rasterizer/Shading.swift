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

    /// What the gradient shows beyond its ends (CoreGraphics' and SwiftUI's gradient options).
    public enum Spread: Sendable, Equatable {
        /// The end colours extend (the default).
        case pad
        /// The gradient starts over: `t` wraps to its fractional part.
        case `repeat`
        /// The gradient runs back and forth: `t` mirrors at every whole number.
        case reflect
    }

    public var geometry: Geometry
    /// The stops, sorted by location (stable) when the shading is made.
    public private(set) var stops: [Stop]
    /// What lies beyond the ends.
    public var spread: Spread = .pad
    /// Whether colours between stops are interpolated in linear light (sRGB decoded, mixed, encoded) instead of in
    /// sRGB's encoded values.
    public var interpolatesInLinearColor = false

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
            func mix(_ x: Double, _ y: Double) -> Double {
                guard interpolatesInLinearColor else { return x + (y - x) * f }
                return Self.encode(Self.decode(x) + (Self.decode(y) - Self.decode(x)) * f)
            }
            return RGBA(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }

    /// The sRGB transfer function and its inverse, for linear-colour interpolation (no libm: a square root and
    /// polynomial-free rational steps keep it host-independent).
    static func decode(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : Self.power((v + 0.055) / 1.055, 2.4)
    }

    static func encode(_ v: Double) -> Double {
        v <= 0.0031308 ? v * 12.92 : 1.055 * Self.power(v, 1 / 2.4) - 0.055
    }

    /// `x` to the power `y` for x in (0, 1] through exp/log by series, so results do not depend on the host's libm.
    static func power(_ x: Double, _ y: Double) -> Double {
        guard x > 0 else { return 0 }
        // log(x) = 2 atanh((x - 1) / (x + 1)), after scaling x into [0.5, 1] by powers of two.
        var m = x, k = 0.0
        while m < 0.5 {
            m *= 2
            k -= 1
        }
        let z = (m - 1) / (m + 1), z2 = z * z
        var term = z, sum = 0.0, n = 1.0
        for _ in 0..<40 {
            sum += term / n
            term *= z2
            n += 2
        }
        let ln = 2 * sum + k * 0.6931471805599453
        // exp(v) = 2^j · exp(r) with |r| ≤ ln 2 / 2, exp(r) by its series.
        let v = ln * y
        let j = (v / 0.6931471805599453).rounded()
        let r = v - j * 0.6931471805599453
        var e = 1.0, t = 1.0
        for i in 1...25 {
            t *= r / Double(i)
            e += t
        }
        return e * Double(sign: .plus, exponent: Int(j), significand: 1)
    }

    /// `t` after the spread: unchanged for `.pad` (the table clamps it), wrapped or mirrored into 0...1 otherwise.
    @inline(__always) func spreadParameter(_ t: Double) -> Double {
        switch spread {
        case .pad: return t
        case .repeat: return t - t.rounded(.down)
        case .reflect:
            let period = t - 2 * (t / 2).rounded(.down)
            return period <= 1 ? period : 2 - period
        }
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
