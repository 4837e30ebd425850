import DeterministicMath
import Foundation

/// The outline of a 2D shape, in points with y pointing down.
///
/// Rectangles, rounded rectangles and ellipses are kept as such (so the rasterizer can draw them exactly,
/// including continuous corners); everything else is a list of `Element`s.
public struct Path: Equatable, Sendable, CustomStringConvertible {
    /// One drawing command of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// A part of a path.
    enum Component: Equatable, Sendable {
        case rect(CGRect)
        case roundedRect(CGRect, cornerSize: CGSize, style: RoundedCornerStyle)
        case ellipse(CGRect)
        case elements([Element])
    }

    private(set) var components: [Component] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rounded rectangle with the given corner size.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rounded rectangle with the given corner radius.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { components.isEmpty }

    // MARK: Building

    private mutating func appendElement(_ element: Element) {
        if case .elements(var list)? = components.last {
            components.removeLast()
            list.append(element)
            components.append(.elements(list))
        } else {
            components.append(.elements([element]))
        }
    }

    /// The end point of the last element, if any.
    public var currentPoint: CGPoint? {
        guard let last = components.last else { return nil }
        switch last {
        case .rect(let r), .roundedRect(let r, _, _): return r.origin
        case .ellipse(let r): return CGPoint(x: r.maxX, y: r.midY)
        case .elements(let list):
            var start: CGPoint?
            var current: CGPoint?
            for e in list {
                switch e {
                case .move(let p):
                    start = p
                    current = p
                case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
                case .closeSubpath: current = start
                }
            }
            return current
        }
    }

    /// Begins a new subpath at `point`.
    public mutating func move(to point: CGPoint) { appendElement(.move(to: point)) }
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) { appendElement(.line(to: point)) }
    /// Adds a quadratic Bézier curve.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { appendElement(.quadCurve(to: point, control: control)) }
    /// Adds a cubic Bézier curve.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        appendElement(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the current subpath.
    public mutating func closeSubpath() { appendElement(.closeSubpath) }

    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        if transform == .identity { components.append(.rect(rect.standardized)) } else { addPath(Path(rect), transform: transform) }
    }

    /// Adds rectangles.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds a polyline through `points`.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a rounded rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let size = CGSize(width: max(0, min(cornerSize.width, r.width / 2)), height: max(0, min(cornerSize.height, r.height / 2)))
        if transform == .identity {
            components.append(.roundedRect(r, cornerSize: size, style: style))
        } else {
            addPath(Path(roundedRect: r, cornerSize: size, style: style), transform: transform)
        }
    }

    /// Adds an ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        if transform == .identity { components.append(.ellipse(rect.standardized)) } else { addPath(Path(ellipseIn: rect), transform: transform) }
    }

    /// Adds a circular arc (angles measured clockwise from +x on screen, since y points down).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        var arc = Path()
        let elements = PathGeometry.arc(center: center, radius: radius, start: startAngle.radians, end: endAngle.radians, clockwise: clockwise)
        if let first = elements.first, case .move(let p) = first, currentPoint != nil {
            arc.appendElement(.line(to: p))
            for e in elements.dropFirst() { arc.appendElement(e) }
        } else {
            for e in elements { arc.appendElement(e) }
        }
        addPath(arc, transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from
    /// `tangent1End` to `tangent2End`, preceded by a straight line from the current point to where the arc starts
    /// (CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`, used for rounded corners). With no current point
    /// the path moves to `tangent1End`; when the three points lie on a line or `radius` is zero, it draws a line to
    /// `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else {
            move(to: p1.applying(transform))
            return
        }
        // `currentPoint` is already transformed; work in the untransformed space when a transform is given.
        let start = transform.isIdentity ? p0 : p0.applying(transform.inverted())
        let ux = start.x - p1.x, uy = start.y - p1.y, vx = p2.x - p1.x, vy = p2.y - p1.y
        let lu = (ux * ux + uy * uy).squareRoot(), lv = (vx * vx + vy * vy).squareRoot()
        let cross = ux * vy - uy * vx
        guard radius > 0, radius.isFinite, lu > 0, lv > 0, abs(cross) > 1e-9 * lu * lv else {
            addLine(to: p1.applying(transform))
            return
        }
        let (nux, nuy, nvx, nvy) = (ux / lu, uy / lu, vx / lv, vy / lv)
        let cosine = max(-1, min(1, nux * nvx + nuy * nvy))
        let half = DMath.acos(Double(cosine)) / 2
        let distance = radius / CGFloat(DMath.tan(half))
        let t1 = CGPoint(x: p1.x + nux * distance, y: p1.y + nuy * distance)
        let t2 = CGPoint(x: p1.x + nvx * distance, y: p1.y + nvy * distance)
        let bx = nux + nvx, by = nuy + nvy, lb = (bx * bx + by * by).squareRoot()
        let centreDistance = radius / CGFloat(DMath.sin(half))
        let centre = CGPoint(x: p1.x + bx / lb * centreDistance, y: p1.y + by / lb * centreDistance)
        let a0 = DMath.atan2(Double(t1.y - centre.y), Double(t1.x - centre.x))
        let a1 = DMath.atan2(Double(t2.y - centre.y), Double(t2.x - centre.x))
        // The short way round: increasing angles (y down) when the turn from `u` to `v` is clockwise on screen.
        let clockwise = cross > 0
        var arc = Path()
        arc.move(to: start)
        arc.addLine(to: t1)
        for e in PathGeometry.arc(center: centre, radius: radius, start: a0, end: a1, clockwise: clockwise).dropFirst() { arc.appendElement(e) }
        for e in arc.elements.dropFirst() { appendElement(PathGeometry.transform(e, by: transform)) }
    }

    /// Appends another path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        if transform == .identity {
            for c in path.components {
                if case .elements(let list) = c { for e in list { appendElement(e) } } else { components.append(c) }
            }
        } else {
            for e in path.elements { appendElement(PathGeometry.transform(e, by: transform)) }
        }
    }

    // MARK: Reading

    /// Every element, with rectangles, rounded rectangles and ellipses expanded into lines and curves.
    public var elements: [Element] {
        var out: [Element] = []
        for c in components { out.append(contentsOf: PathGeometry.elements(of: c)) }
        return out
    }

    /// Calls `body` with each element.
    public func forEach(_ body: (Element) -> Void) {
        for e in elements { body(e) }
    }

    /// The smallest rectangle containing every point and control point of the path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for c in components {
            switch c {
            case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r):
                add(r.origin)
                add(CGPoint(x: r.maxX, y: r.maxY))
            case .elements(let list):
                for e in list {
                    switch e {
                    case .move(let p), .line(let p): add(p)
                    case .quadCurve(let p, let c1):
                        add(p)
                        add(c1)
                    case .curve(let p, let c1, let c2):
                        add(p)
                        add(c1)
                        add(c2)
                    case .closeSubpath: break
                    }
                }
            }
        }
        return minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform == .identity { return self }
        var p = Path()
        p.addPath(self, transform: transform)
        return p
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        if dx == 0 && dy == 0 { return self }
        var p = Path()
        for c in components {
            switch c {
            case .rect(let r): p.components.append(.rect(r.offsetBy(dx: dx, dy: dy)))
            case .roundedRect(let r, let s, let st): p.components.append(.roundedRect(r.offsetBy(dx: dx, dy: dy), cornerSize: s, style: st))
            case .ellipse(let r): p.components.append(.ellipse(r.offsetBy(dx: dx, dy: dy)))
            case .elements(let list):
                p.components.append(.elements(list.map { PathGeometry.transform($0, by: CGAffineTransform(translationX: dx, y: dy)) }))
            }
        }
        return p
    }

    public var description: String {
        components.map { c -> String in
            switch c {
            case .rect(let r): return "rect(\(DumpFormat.rect(r)))"
            case .roundedRect(let r, let s, let st): return "roundedRect(\(DumpFormat.rect(r)), corner: \(DumpFormat.number(s.width))×\(DumpFormat.number(s.height)), \(st))"
            case .ellipse(let r): return "ellipse(\(DumpFormat.rect(r)))"
            case .elements(let list): return "elements(\(list.count))"
            }
        }.joined(separator: " + ")
    }
}
