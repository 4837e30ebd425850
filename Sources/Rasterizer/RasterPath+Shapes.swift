import Foundation

extension RasterPath {
    /// A closed rectangle.
    public static func rect(_ rect: CGRect) -> RasterPath {
        var path = RasterPath()
        path.addRect(rect)
        return path
    }

    /// A closed ellipse inscribed in `rect`.
    public static func ellipse(in rect: CGRect) -> RasterPath {
        var path = RasterPath()
        path.addEllipse(in: rect)
        return path
    }

    /// A rounded rectangle as SwiftUI's `RoundedRectangle(cornerSize:style:)`: corner sizes are clamped to
    /// half the rectangle's sides (equal width and height to half the shorter side, so an oversized radius
    /// gives a capsule); a zero corner gives a plain rectangle.
    public static func roundedRect(_ rect: CGRect, cornerSize: CGSize, style: CornerStyle = .continuous) -> RasterPath {
        var path = RasterPath()
        path.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        let r = rect.standardized
        let (rx, ry) = Self.clampedCornerRadii(r, cornerSize)
        if !path.isEmpty, rx > 0, ry > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite {
            path.roundedRectHint = RoundedRectHint(
                rect: r, radiusX: Double(rx), radiusY: Double(ry), style: style,
                smoothness: ContinuousCorner.smoothness(r, rx: Double(rx), ry: Double(ry))
            )
        }
        return path
    }

    /// A capsule (corner radius half the shorter side), as SwiftUI's `Capsule(style:)`.
    public static func capsule(in rect: CGRect, style: CornerStyle = .continuous) -> RasterPath {
        let r = rect.standardized
        let radius = min(r.width, r.height) / 2
        return roundedRect(r, cornerSize: CGSize(width: radius, height: radius), style: style)
    }

    /// Adds a closed rounded rectangle subpath, clockwise on screen, starting on the top edge.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: CornerStyle = .continuous) {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite else { return }
        let (rx, ry) = Self.clampedCornerRadii(r, cornerSize)
        guard rx > 0, ry > 0 else { return addRect(r) }
        switch style {
        case .circular: addCircularRoundedRect(r, rx: Double(rx), ry: Double(ry))
        case .continuous: addContinuousRoundedRect(r, rx: Double(rx), ry: Double(ry))
        }
    }

    /// Corner radii clamped to half the sides; equal radii stay equal (clamped to half the shorter side).
    private static func clampedCornerRadii(_ r: CGRect, _ cornerSize: CGSize) -> (CGFloat, CGFloat) {
        var rx = max(0, min(cornerSize.width.isFinite ? cornerSize.width : 0, r.width / 2))
        var ry = max(0, min(cornerSize.height.isFinite ? cornerSize.height : 0, r.height / 2))
        if cornerSize.width == cornerSize.height {
            // Round corners stay round: a radius beyond half the short side gives a capsule.
            rx = min(rx, ry)
            ry = rx
        }
        return (rx, ry)
    }

    private mutating func addCircularRoundedRect(_ r: CGRect, rx: Double, ry: Double) {
        let minX = Double(r.minX), minY = Double(r.minY), maxX = Double(r.maxX), maxY = Double(r.maxY)
        let halfPi = Double.pi / 2
        move(to: CGPoint(x: minX + rx, y: minY))
        let corners: [(Double, Double, Double)] = [
            (maxX - rx, minY + ry, -halfPi),
            (maxX - rx, maxY - ry, 0),
            (minX + rx, maxY - ry, halfPi),
            (minX + rx, minY + ry, Double.pi),
        ]
        for (cx, cy, start) in corners {
            addArc(EllipticalArc(center: CGPoint(x: cx, y: cy), axis1: CGPoint(x: rx, y: 0), axis2: CGPoint(x: 0, y: ry), startAngle: start, endAngle: start + halfPi))
        }
        closeSubpath()
    }

    private mutating func addContinuousRoundedRect(_ r: CGRect, rx: Double, ry: Double) {
        let profile = ContinuousCorner.profile(smoothness: ContinuousCorner.smoothness(r, rx: rx, ry: ry))
        let minX = Double(r.minX), minY = Double(r.minY), maxX = Double(r.maxX), maxY = Double(r.maxY)
        // Each corner: its point, the travel direction arriving at it and leaving it (clockwise on screen).
        let corners: [(Double, Double, Double, Double, Double, Double)] = [
            (maxX, minY, 1, 0, 0, 1),
            (maxX, maxY, 0, 1, -1, 0),
            (minX, maxY, -1, 0, 0, -1),
            (minX, minY, 0, -1, 1, 0),
        ]
        func point(_ corner: (Double, Double, Double, Double, Double, Double), _ p: (Double, Double)) -> CGPoint {
            let (x, y, inX, inY, outX, outY) = corner
            return CGPoint(x: x + (-p.0 * inX + p.1 * outX) * rx, y: y + (-p.0 * inY + p.1 * outY) * ry)
        }
        move(to: point(corners[3], profile.end))
        for corner in corners {
            addLine(to: point(corner, profile.start))
            for segment in profile.segments {
                addCurve(to: point(corner, segment.2), control1: point(corner, segment.0), control2: point(corner, segment.1))
            }
        }
        closeSubpath()
    }
}

/// Apple's smooth corner (iOS 7+ `UIBezierPath(roundedRect:cornerRadius:)`, SwiftUI `.continuous`), in
/// units of the corner radius, as distances (along the arriving edge back from the corner, along the
/// leaving edge from the corner). The constants are the widely published reverse-engineered ones.
enum ContinuousCorner {
    static let edgeExtension = 1.528665

    struct Profile {
        var start: (Double, Double)
        var segments: [((Double, Double), (Double, Double), (Double, Double))]
        var end: (Double, Double)
    }

    /// `smoothness` 1 gives the full smooth corner, 0 a circular quarter (cubic, k = 0.5522847498),
    /// values between interpolate every control point.
    /// How much of the 1.528665× edge extension fits in `rect`: 1 = all of it, 0 = none (circular).
    static func smoothness(_ rect: CGRect, rx: Double, ry: Double) -> Double {
        let fitX = (Double(rect.width) / 2 / rx - 1) / (edgeExtension - 1)
        let fitY = (Double(rect.height) / 2 / ry - 1) / (edgeExtension - 1)
        let s = min(fitX, fitY)
        return s.isFinite ? max(0, min(1, s)) : 0
    }

    static func profile(smoothness s: Double) -> Profile {
        let k = 0.5522847498
        let smooth: [(Double, Double)] = [
            (1.528665, 0),
            (1.08849296, 0), (0.86840694, 0), (0.63149379, 0.07491139),
            (0.37282383, 0.16905956), (0.16905956, 0.37282383), (0.07491139, 0.63149379),
            (0, 0.86840694), (0, 1.08849296), (0, 1.528665),
        ]
        let circular: [(Double, Double)] = [
            (1, 0),
            (1, 0), (1, 0), (1, 0),
            (1 - k, 0), (0, 1 - k), (0, 1),
            (0, 1), (0, 1), (0, 1),
        ]
        let p = zip(smooth, circular).map { (a, b) in (b.0 + (a.0 - b.0) * s, b.1 + (a.1 - b.1) * s) }
        return Profile(start: p[0], segments: [(p[1], p[2], p[3]), (p[4], p[5], p[6]), (p[7], p[8], p[9])], end: p[9])
    }
}
