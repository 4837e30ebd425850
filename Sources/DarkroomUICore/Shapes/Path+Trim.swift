import Foundation

extension Path {
    /// The part of the path between fractions `from` and `to` of its length (0...1), as SwiftUI's
    /// `trimmedPath(from:to:)`; curves are flattened to short lines (within 0.05 pt).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard from.isFinite, to.isFinite else { return Path() }
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard start < end else { return Path() }
        if start == 0 && end == 1 { return self }
        // Flatten every subpath into polylines.
        var polylines: [[CGPoint]] = []
        var current: [CGPoint] = []
        var subpathStart = CGPoint.zero
        func flush() {
            if current.count > 1 { polylines.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush()
                current = [p]
                subpathStart = p
            case .line(let p):
                if current.isEmpty { current = [subpathStart] }
                current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? subpathStart
                if current.isEmpty { current = [p0] }
                let n = Self.steps(p0, c, c, p)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? subpathStart
                if current.isEmpty { current = [p0] }
                let n = Self.steps(p0, c1, c2, p)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                if let first = current.first { current.append(first) }
                flush()
            }
        }
        flush()
        var total: CGFloat = 0
        for line in polylines { for i in 1..<line.count { total += Self.distance(line[i - 1], line[i]) } }
        guard total > 0, total.isFinite else { return Path() }
        let a = start * total, b = end * total
        var out = Path()
        var walked: CGFloat = 0
        for line in polylines {
            var drawing = false
            for i in 1..<line.count {
                let p = line[i - 1], q = line[i]
                let length = Self.distance(p, q)
                let s0 = walked, s1 = walked + length
                walked = s1
                guard length > 0, s1 > a, s0 < b else { continue }
                func at(_ s: CGFloat) -> CGPoint {
                    let t = (s - s0) / length
                    return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
                }
                if !drawing {
                    out.move(to: at(max(a, s0)))
                    drawing = true
                }
                out.addLine(to: at(min(b, s1)))
            }
        }
        return out
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    private static func steps(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> Int {
        let length = distance(p0, c1) + distance(c1, c2) + distance(c2, p1)
        guard length.isFinite else { return 1 }
        return max(4, min(512, Int((length / 0.5).rounded(.up))))
    }
}
