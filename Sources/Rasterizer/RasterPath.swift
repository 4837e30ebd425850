import DeterministicMath
import Foundation

/// A resolution-independent outline made of subpaths of lines, quadratic and cubic Béziers and elliptical
/// arcs, in a y-down coordinate space (as SwiftUI and flipped CoreGraphics).
///
/// Segments with non-finite coordinates are kept but skipped when drawing (the pen stays where it was).
public struct RasterPath: Sendable, Equatable {
    /// One drawing command.
    public enum Element: Sendable, Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// An arc starting at the current point (which `addArc` makes its start point).
        case arc(EllipticalArc)
        case closeSubpath
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []
    private var currentPoint: CGPoint?
    private var subpathStart: CGPoint?
    /// Set by the rounded-rectangle builders while the path is exactly that shape (lets the canvas fill
    /// its straight middle rows directly); any further change clears it.
    var roundedRectHint: RoundedRectHint?

    public init() {}

    /// Paths are equal when their commands are equal.
    public static func == (lhs: RasterPath, rhs: RasterPath) -> Bool {
        lhs.elements == rhs.elements
    }

    /// A path made of the given commands.
    public init(elements: [Element]) {
        for element in elements {
            switch element {
            case .move(to: let p): move(to: p)
            case .line(to: let p): addLine(to: p)
            case .quadCurve(to: let p, control: let c): addQuadCurve(to: p, control: c)
            case .curve(to: let p, control1: let c1, control2: let c2): addCurve(to: p, control1: c1, control2: c2)
            case .arc(let arc): addArc(arc)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// Whether the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last command, if any.
    public var lastPoint: CGPoint? { currentPoint }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        roundedRectHint = nil
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// Adds a straight line; without a current point this starts a subpath at `point`.
    public mutating func addLine(to point: CGPoint) {
        roundedRectHint = nil
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Adds a quadratic Bézier; without a current point it starts at `control`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        roundedRectHint = nil
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// Adds a cubic Bézier; without a current point it starts at `control1`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        roundedRectHint = nil
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Adds a circular arc (angles in radians, y-down). `clockwise: false` sweeps with increasing angles
    /// (which looks clockwise on screen, as in SwiftUI). A sweep of 2π or more draws the full circle.
    /// A line joins the current point to the arc's start; without a current point the arc starts a subpath.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let start = Double(startAngle)
        var sweep = Double(endAngle - startAngle)
        let fullTurn = 2 * Double.pi
        if !sweep.isFinite || !start.isFinite {
            sweep = 0
        } else if clockwise {
            sweep = sweep <= -fullTurn ? -fullTurn : -((-sweep).truncatingRemainder(dividingBy: fullTurn) + fullTurn).truncatingRemainder(dividingBy: fullTurn)
        } else {
            sweep = sweep >= fullTurn ? fullTurn : (sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn).truncatingRemainder(dividingBy: fullTurn)
        }
        addArc(
            EllipticalArc(
                center: center,
                axis1: CGPoint(x: radius, y: 0),
                axis2: CGPoint(x: 0, y: radius),
                startAngle: start.isFinite ? start : 0,
                endAngle: (start.isFinite ? start : 0) + sweep
            ))
    }

    /// Adds an elliptical arc, joined to the current point by a line (or starting a subpath).
    public mutating func addArc(_ arc: EllipticalArc) {
        roundedRectHint = nil
        let start = arc.startPoint
        if currentPoint == nil {
            move(to: start)
        } else if currentPoint != start {
            addLine(to: start)
        }
        elements.append(.arc(arc))
        currentPoint = arc.endPoint
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        roundedRectHint = nil
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// Adds a closed rectangle subpath, clockwise on screen from the top-left corner.
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds a closed ellipse subpath inscribed in `rect`, clockwise on screen from the right-most point.
    public mutating func addEllipse(in rect: CGRect) {
        roundedRectHint = nil
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let arc = EllipticalArc(center: center, axis1: CGPoint(x: r.width / 2, y: 0), axis2: CGPoint(x: 0, y: r.height / 2), startAngle: 0, endAngle: 2 * Double.pi)
        move(to: arc.startPoint)
        elements.append(.arc(arc))
        currentPoint = arc.endPoint
        closeSubpath()
    }

    /// Appends all of `other`'s subpaths.
    public mutating func addPath(_ other: RasterPath) {
        roundedRectHint = nil
        elements.append(contentsOf: other.elements)
        currentPoint = other.currentPoint ?? currentPoint
        subpathStart = other.subpathStart ?? subpathStart
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: Transform2D) -> RasterPath {
        var result = RasterPath()
        result.elements = elements.map { element in
            switch element {
            case .move(to: let p): return .move(to: transform.apply(to: p))
            case .line(to: let p): return .line(to: transform.apply(to: p))
            case .quadCurve(to: let p, control: let c): return .quadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
            case .curve(to: let p, control1: let c1, control2: let c2):
                return .curve(to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
            case .arc(let arc): return .arc(arc.applying(transform))
            case .closeSubpath: return .closeSubpath
            }
        }
        result.roundedRectHint = roundedRectHint.flatMap { $0.applying(transform) }
        result.currentPoint = currentPoint.map { transform.apply(to: $0) }
        result.subpathStart = subpathStart.map { transform.apply(to: $0) }
        return result
    }

    /// The smallest rectangle containing every point of the path (curves' extremes, not their control
    /// points); `.null` for an empty path. Non-finite points are ignored.
    public var boundingRect: CGRect {
        var bounds = BoundsAccumulator()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(to: let p):
                bounds.add(p)
                current = p
                start = p
            case .line(to: let p):
                bounds.add(p)
                current = p
            case .quadCurve(to: let p, control: let c):
                bounds.addQuad(current, c, p)
                current = p
            case .curve(to: let p, control1: let c1, control2: let c2):
                bounds.addCubic(current, c1, c2, p)
                current = p
            case .arc(let arc):
                bounds.addArc(arc)
                current = arc.endPoint
            case .closeSubpath:
                current = start
            }
        }
        return bounds.rect
    }
}

/// Collects the tight bounds of path segments.
struct BoundsAccumulator {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: CGPoint) {
        let x = Double(p.x), y = Double(p.y)
        guard x.isFinite, y.isFinite else { return }
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
    }

    mutating func addQuad(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) {
        add(p0)
        add(p2)
        for axis in 0..<2 {
            let a = axis == 0 ? Double(p0.x) : Double(p0.y)
            let b = axis == 0 ? Double(p1.x) : Double(p1.y)
            let c = axis == 0 ? Double(p2.x) : Double(p2.y)
            let denominator = a - 2 * b + c
            if denominator != 0 {
                let t = (a - b) / denominator
                if t > 0 && t < 1 { add(quadPoint(p0, p1, p2, t)) }
            }
        }
    }

    mutating func addCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        add(p0)
        add(p3)
        for axis in 0..<2 {
            let v0 = axis == 0 ? Double(p0.x) : Double(p0.y)
            let v1 = axis == 0 ? Double(p1.x) : Double(p1.y)
            let v2 = axis == 0 ? Double(p2.x) : Double(p2.y)
            let v3 = axis == 0 ? Double(p3.x) : Double(p3.y)
            // Derivative / 3: a t² + b t + c
            let a = -v0 + 3 * v1 - 3 * v2 + v3
            let b = 2 * (v0 - 2 * v1 + v2)
            let c = v1 - v0
            var roots: [Double] = []
            if abs(a) < 1e-12 {
                if b != 0 { roots.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let s = discriminant.squareRoot()
                    roots.append((-b + s) / (2 * a))
                    roots.append((-b - s) / (2 * a))
                }
            }
            for t in roots where t > 0 && t < 1 { add(cubicPoint(p0, p1, p2, p3, t)) }
        }
    }

    mutating func addArc(_ arc: EllipticalArc) {
        add(arc.startPoint)
        add(arc.endPoint)
        let lower = min(arc.startAngle, arc.endAngle), upper = max(arc.startAngle, arc.endAngle)
        guard (upper - lower).isFinite else { return }
        // x(t) = cx + ux cos t + vx sin t is extreme where tan t = vx / ux.
        for base in [DMath.atan2(Double(arc.axis2.x), Double(arc.axis1.x)), DMath.atan2(Double(arc.axis2.y), Double(arc.axis1.y))] {
            var k = ((lower - base) / Double.pi).rounded(.up)
            while base + k * Double.pi <= upper && k < ((lower - base) / Double.pi).rounded(.up) + 8 {
                add(arc.point(at: base + k * Double.pi))
                k += 1
            }
        }
    }

    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: Double) -> CGPoint {
    let u = 1 - t
    let x = u * u * Double(p0.x) + 2 * u * t * Double(p1.x) + t * t * Double(p2.x)
    let y = u * u * Double(p0.y) + 2 * u * t * Double(p1.y) + t * t * Double(p2.y)
    return CGPoint(x: x, y: y)
}

func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: Double) -> CGPoint {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    let x = a * Double(p0.x) + b * Double(p1.x) + c * Double(p2.x) + d * Double(p3.x)
    let y = a * Double(p0.y) + b * Double(p1.y) + c * Double(p2.y) + d * Double(p3.y)
    return CGPoint(x: x, y: y)
}
