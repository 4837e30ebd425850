import Foundation

extension Path {
    /// Whether `point` is inside the path, by the non-zero winding rule (or even-odd when `eoFill`).
    /// Curves are flattened into 16 segments each.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var start = CGPoint.zero, current = CGPoint.zero
        func edge(_ a: CGPoint, _ b: CGPoint) {
            if a.y <= point.y {
                if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
            } else if b.y <= point.y, cross(a, b, point) < 0 {
                winding -= 1
            }
        }
        func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
            (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
        }
        let steps = 16
        forEach { element in
            switch element {
            case .move(let to):
                edge(current, start)
                start = to
                current = to
            case .line(let to):
                edge(current, to)
                current = to
            case .quadCurve(let to, let control):
                var previous = current
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let p = CGPoint(
                        x: u * u * current.x + 2 * u * t * control.x + t * t * to.x,
                        y: u * u * current.y + 2 * u * t * control.y + t * t * to.y)
                    edge(previous, p)
                    previous = p
                }
                current = to
            case .curve(let to, let control1, let control2):
                var previous = current
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    let p = CGPoint(
                        x: a * current.x + b * control1.x + c * control2.x + d * to.x,
                        y: a * current.y + b * control1.y + c * control2.y + d * to.y)
                    edge(previous, p)
                    previous = p
                }
                current = to
            case .closeSubpath:
                edge(current, start)
                current = start
            }
        }
        edge(current, start)
        return eoFill ? winding % 2 != 0 : winding != 0
    }
}
