import Foundation

/// A path built with UIKit's spelling (UIKit's `UIBezierPath`), for view code that makes a SwiftUI `Path` from
/// one: `Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: size).cgPath)`.
///
/// On iOS, `import SwiftUI` brings UIKit's names along; in Darkroom this stand-in comes with `import DarkroomUI`.
/// It builds paths (rectangles, ovals, rounded rectangles, lines and curves, `reversing()`) and hands them over as
/// `cgPath`; it does not draw itself: `fill()`, `stroke()` and `addClip()` do not exist, so code that calls them
/// does not compile instead of drawing nothing.
public final class UIBezierPath {
    /// The path built so far.
    private var path: Path

    /// An empty path.
    public init() { path = Path() }

    /// A rectangle.
    public init(rect: CGRect) { path = Path(rect) }

    /// An oval inscribed in `rect`.
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }

    /// A rectangle with continuous rounded corners of `cornerRadius` (what UIKit draws since iOS 7, and SwiftUI's
    /// `RoundedRectangle(cornerRadius:style: .continuous)`).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
    }

    /// A rectangle whose `corners` are rounded with circular arcs; as UIKit does, the radius is `cornerRadii.width`
    /// (the height is ignored), at most half the shorter side. The path starts at the top edge and runs clockwise
    /// on screen.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let rect = rect.standardized
        let radius = max(0, min(cornerRadii.width, min(rect.width, rect.height) / 2))
        func r(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        // A quarter circle as one cubic Bézier (the control distance 4/3·(√2 − 1)·r, as Core Graphics draws arcs).
        let k: CGFloat = 0.552_284_749_830_793_4
        var p = Path()
        let tl = r(.topLeft), tr = r(.topRight), br = r(.bottomRight), bl = r(.bottomLeft)
        p.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 {
            p.addCurve(
                to: CGPoint(x: rect.maxX, y: rect.minY + tr), control1: CGPoint(x: rect.maxX - tr + k * tr, y: rect.minY),
                control2: CGPoint(x: rect.maxX, y: rect.minY + tr - k * tr))
        }
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 {
            p.addCurve(
                to: CGPoint(x: rect.maxX - br, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - br + k * br),
                control2: CGPoint(x: rect.maxX - br + k * br, y: rect.maxY))
        }
        p.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 {
            p.addCurve(
                to: CGPoint(x: rect.minX, y: rect.maxY - bl), control1: CGPoint(x: rect.minX + bl - k * bl, y: rect.maxY),
                control2: CGPoint(x: rect.minX, y: rect.maxY - bl + k * bl))
        }
        p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 {
            p.addCurve(
                to: CGPoint(x: rect.minX + tl, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + tl - k * tl),
                control2: CGPoint(x: rect.minX + tl - k * tl, y: rect.minY))
        }
        p.closeSubpath()
        path = p
    }

    /// The path `cgPath` holds.
    public init(cgPath: CGPath) { path = Path(cgPath) }

    /// The path as a Core Graphics path (what `Path(_:)` takes).
    public var cgPath: CGPath { path.cgPath }

    /// The smallest rectangle containing every point and control point.
    public var bounds: CGRect { path.boundingRect }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// Where the next segment starts.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Closes the current subpath with a straight line to its start.
    public func close() { path.closeSubpath() }

    /// Adds the subpaths of `bezierPath`.
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// The same outline traversed the other way: each subpath starts where it ended and runs back to its start
    /// (closed subpaths stay closed).
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        var subpath: [Path.Element] = []
        func flush() {
            guard case .move(let start)? = subpath.first else {
                subpath = []
                return
            }
            let closed = subpath.last == .closeSubpath
            let segments = subpath.dropFirst().filter { $0 != .closeSubpath }
            var points = [start]
            for segment in segments {
                switch segment {
                case .line(let to), .quadCurve(let to, _), .curve(let to, _, _): points.append(to)
                case .move, .closeSubpath: break
                }
            }
            reversed.path.move(to: points[points.count - 1])
            for (index, segment) in segments.enumerated().reversed() {
                let to = points[index]
                switch segment {
                case .line: reversed.path.addLine(to: to)
                case .quadCurve(_, let control): reversed.path.addQuadCurve(to: to, control: control)
                case .curve(_, let control1, let control2): reversed.path.addCurve(to: to, control1: control2, control2: control1)
                case .move, .closeSubpath: break
                }
            }
            if closed { reversed.path.closeSubpath() }
            subpath = []
        }
        for element in path.elements {
            if case .move = element { flush() }
            subpath.append(element)
        }
        flush()
        return reversed
    }
}
