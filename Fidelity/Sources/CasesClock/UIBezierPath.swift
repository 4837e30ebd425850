import DarkroomUI

/// A stand-in for the one use of `UIBezierPath` in SwiftClockUI (`Path+VerticalMirror.swift`): wrapping a path and
/// reversing its direction, as `UIBezierPath.reversing()` does. Written for the fidelity suite; DarkroomUI has no
/// `UIBezierPath` or `CGPath`.
struct UIBezierPath {
    /// The path (the stand-in's `CGPath`).
    let cgPath: Path

    init(cgPath: Path) {
        self.cgPath = cgPath
    }

    /// The same outline drawn the other way round: each subpath starts at its old end and runs back to its start.
    func reversing() -> UIBezierPath {
        var subpaths: [[Path.Element]] = []
        var current: [Path.Element] = []
        cgPath.forEach { element in
            if case .move = element, !current.isEmpty {
                subpaths.append(current)
                current = []
            }
            current.append(element)
        }
        if !current.isEmpty { subpaths.append(current) }
        var reversed = Path()
        for subpath in subpaths.reversed() {
            var points: [CGPoint] = []
            var closed = false
            for element in subpath {
                switch element {
                case .move(let to), .line(let to): points.append(to)
                case .quadCurve(let to, _), .curve(let to, _, _): points.append(to)
                case .closeSubpath: closed = true
                }
            }
            guard let last = points.last else { continue }
            reversed.move(to: last)
            var index = points.count - 1
            for element in subpath.reversed() {
                switch element {
                case .move, .closeSubpath:
                    continue
                case .line:
                    reversed.addLine(to: points[index - 1])
                case .quadCurve(_, let control):
                    reversed.addQuadCurve(to: points[index - 1], control: control)
                case .curve(_, let control1, let control2):
                    reversed.addCurve(to: points[index - 1], control1: control2, control2: control1)
                }
                index -= 1
            }
            if closed { reversed.closeSubpath() }
        }
        return UIBezierPath(cgPath: reversed)
    }
}

extension Path {
    /// The stand-in's `CGPath`: the path itself.
    var cgPath: Path { self }

    /// A path from the stand-in's `CGPath`.
    init(_ path: Path) {
        self = path
    }
}
