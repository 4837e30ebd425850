import DeterministicMath
import Foundation

/// Geometry helpers for `Path`: arcs and primitive shapes as Bézier curves, transforms.
enum PathGeometry {
    /// The cubic-Bézier constant for approximating a quarter circle.
    static let kappa: CGFloat = 0.5522847498307936

    static func transform(_ e: Path.Element, by t: CGAffineTransform) -> Path.Element {
        switch e {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2): return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }

    /// A circular arc as a move followed by cubic curves of at most 90° each.
    static func arc(center: CGPoint, radius: CGFloat, start: Double, end: Double, clockwise: Bool) -> [Path.Element] {
        guard radius.isFinite, start.isFinite, end.isFinite else { return [] }
        // On screen (y down) increasing angles run clockwise; SwiftUI's `clockwise: false` sweeps with increasing angle.
        var sweep = end - start
        if !clockwise {
            while sweep < 0 { sweep += 2 * .pi }
            if sweep > 2 * .pi { sweep = 2 * .pi }
        } else {
            while sweep > 0 { sweep -= 2 * .pi }
            if sweep < -2 * .pi { sweep = -2 * .pi }
        }
        func point(_ a: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(DMath.cos(a)), y: center.y + radius * CGFloat(DMath.sin(a)))
        }
        var out: [Path.Element] = [.move(to: point(start))]
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = CGFloat(4.0 / 3.0 * DMath.tan(step / 4)) * radius
        var a = start
        for _ in 0..<segments {
            let b = a + step
            let p0 = point(a), p1 = point(b)
            let c1 = CGPoint(x: p0.x - k * CGFloat(DMath.sin(a)), y: p0.y + k * CGFloat(DMath.cos(a)))
            let c2 = CGPoint(x: p1.x + k * CGFloat(DMath.sin(b)), y: p1.y - k * CGFloat(DMath.cos(b)))
            out.append(.curve(to: p1, control1: c1, control2: c2))
            a = b
        }
        return out
    }

    /// A component as elements (continuous corners are approximated by circular ones).
    static func elements(of c: Path.Component) -> [Path.Element] {
        switch c {
        case .elements(let list):
            return list
        case .rect(let r):
            return [
                .move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
                .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .closeSubpath,
            ]
        case .ellipse(let r):
            return ellipseElements(r)
        case .roundedRect(let r, let size, _):
            return roundedRectElements(r, rx: size.width, ry: size.height)
        }
    }

    /// An ellipse as CoreGraphics' `addEllipse(in:)` writes it, which SwiftUI's `Path(ellipseIn:)` and `Circle`
    /// use: four quarter curves clockwise on screen from the right-most point (3 o'clock), so `Circle().trim(from:
    /// 0, to: 0.25)` is the lower-right quarter, and a progress ring turned by −90° starts at the top.
    static func ellipseElements(_ r: CGRect) -> [Path.Element] {
        let rx = r.width / 2, ry = r.height / 2
        let kx = rx * kappa, ky = ry * kappa
        let (cx, cy) = (r.midX, r.midY)
        return [
            .move(to: CGPoint(x: r.maxX, y: cy)),
            .curve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ky), control2: CGPoint(x: cx + kx, y: r.maxY)),
            .curve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + ky)),
            .curve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ky), control2: CGPoint(x: cx - kx, y: r.minY)),
            .curve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - ky)),
            .closeSubpath,
        ]
    }

    static func roundedRectElements(_ r: CGRect, rx: CGFloat, ry: CGFloat) -> [Path.Element] {
        let kx = rx * kappa, ky = ry * kappa
        return [
            .move(to: CGPoint(x: r.minX + rx, y: r.minY)),
            .line(to: CGPoint(x: r.maxX - rx, y: r.minY)),
            .curve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ry - ky)),
            .line(to: CGPoint(x: r.maxX, y: r.maxY - ry)),
            .curve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ky), control2: CGPoint(x: r.maxX - rx + kx, y: r.maxY)),
            .line(to: CGPoint(x: r.minX + rx, y: r.maxY)),
            .curve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ry + ky)),
            .line(to: CGPoint(x: r.minX, y: r.minY + ry)),
            .curve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ky), control2: CGPoint(x: r.minX + rx - kx, y: r.minY)),
            .closeSubpath,
        ]
    }
}
