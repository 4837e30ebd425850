import DeterministicMath
import Foundation

/// Builds the outline of a stroke from flattened contours (second pipeline stage for strokes).
///
/// Each open contour becomes one closed polygon: the left offset, the end cap, the right offset backwards
/// and the start cap. A closed contour becomes two polygons of opposite orientation (outer and inner
/// rings). Outer corners get the requested join; inner corners meet at the intersection of the two offset
/// lines when both segments are long enough, otherwise they pass through the corner point. The outline
/// is filled with the non-zero rule.
struct Stroker {
    let halfWidth: Double
    let cap: LineCap
    let join: LineJoin
    let miterLimit: Double
    /// Flattening tolerance for round joins and caps, in the contour's space.
    let tolerance: Double

    init(_ style: StrokeParameters, tolerance: Double) {
        let width = Double(style.lineWidth)
        halfWidth = width.isFinite ? max(0, width / 2) : 0
        cap = style.lineCap
        join = style.lineJoin
        let limit = Double(style.miterLimit)
        miterLimit = limit.isFinite ? max(1, limit) : 10
        self.tolerance = tolerance
    }

    /// Appends the outline of every contour of `input` to `output` (which must have no open contour).
    func stroke(_ input: Polylines, into output: Polylines) {
        guard halfWidth > 0 else { return }
        var xs: [Double] = []
        var ys: [Double] = []
        for contour in input.contours {
            xs.removeAll(keepingCapacity: true)
            ys.removeAll(keepingCapacity: true)
            for i in contour.start..<(contour.start + contour.count) {
                let x = input.xs[i], y = input.ys[i]
                if let lx = xs.last, let ly = ys.last, abs(lx - x) < 1e-9, abs(ly - y) < 1e-9 { continue }
                xs.append(x)
                ys.append(y)
            }
            if contour.closed, xs.count > 1, abs(xs[0] - xs[xs.count - 1]) < 1e-9, abs(ys[0] - ys[ys.count - 1]) < 1e-9 {
                xs.removeLast()
                ys.removeLast()
            }
            if xs.count == 1 {
                if contour.hasSegments { dot(xs[0], ys[0], into: output) }
            } else if contour.closed && xs.count > 2 {
                strokeClosed(xs, ys, into: output)
            } else {
                strokeOpen(xs, ys, into: output)
            }
        }
    }

    private func dot(_ x: Double, _ y: Double, into out: Polylines) {
        let h = halfWidth
        switch cap {
        case .butt: return
        case .square:
            out.begin(x - h, y - h)
            out.append(x + h, y - h)
            out.append(x + h, y + h)
            out.append(x - h, y + h)
            out.finish(closed: true)
        case .round:
            out.begin(x + h, y)
            arc(centerX: x, centerY: y, fromX: h, fromY: 0, sweep: 2 * Double.pi, into: out)
            out.finish(closed: true)
        }
    }

    private struct Segment {
        var dx: Double, dy: Double, length: Double
        var nx: Double { -dy }
        var ny: Double { dx }
    }

    private func segments(_ xs: [Double], _ ys: [Double], closed: Bool) -> [Segment] {
        let n = xs.count
        let count = closed ? n : n - 1
        var result: [Segment] = []
        result.reserveCapacity(count)
        for i in 0..<count {
            let j = (i + 1) % n
            let dx = xs[j] - xs[i], dy = ys[j] - ys[i]
            let length = (dx * dx + dy * dy).squareRoot()
            result.append(Segment(dx: dx / length, dy: dy / length, length: length))
        }
        return result
    }

    private func strokeOpen(_ xs: [Double], _ ys: [Double], into out: Polylines) {
        let segs = segments(xs, ys, closed: false)
        let n = xs.count, h = halfWidth
        guard let first = segs.first, let last = segs.last else { return }
        // Left side forward.
        out.begin(xs[0] + h * first.nx, ys[0] + h * first.ny)
        for j in 1..<(n - 1) { addJoin(segs[j - 1], segs[j], xs[j], ys[j], side: 1, into: out) }
        out.append(xs[n - 1] + h * last.nx, ys[n - 1] + h * last.ny)
        addCap(xs[n - 1], ys[n - 1], last.dx, last.dy, into: out)
        // Right side backward: the reversed polyline's left side.
        out.append(xs[n - 1] - h * last.nx, ys[n - 1] - h * last.ny)
        for j in stride(from: n - 2, through: 1, by: -1) {
            addJoin(reversed(segs[j]), reversed(segs[j - 1]), xs[j], ys[j], side: 1, into: out)
        }
        out.append(xs[0] - h * first.nx, ys[0] - h * first.ny)
        addCap(xs[0], ys[0], -first.dx, -first.dy, into: out)
        out.finish(closed: true)
    }

    private func strokeClosed(_ xs: [Double], _ ys: [Double], into out: Polylines) {
        let segs = segments(xs, ys, closed: true)
        let n = xs.count
        // Outer ring along the contour, inner ring along the reversed contour.
        out.begin(xs[0], ys[0])
        out.xs.removeLast()
        out.ys.removeLast()
        for j in 0..<n { addJoin(segs[(j + n - 1) % n], segs[j], xs[j], ys[j], side: 1, into: out) }
        out.finish(closed: true)
        out.begin(xs[0], ys[0])
        out.xs.removeLast()
        out.ys.removeLast()
        for j in stride(from: n - 1, through: 0, by: -1) {
            addJoin(reversed(segs[j]), reversed(segs[(j + n - 1) % n]), xs[j], ys[j], side: 1, into: out)
        }
        out.finish(closed: true)
    }

    private func reversed(_ s: Segment) -> Segment { Segment(dx: -s.dx, dy: -s.dy, length: s.length) }

    /// The left-side points around vertex (x, y) between segment `a` (arriving) and `b` (leaving).
    private func addJoin(_ a: Segment, _ b: Segment, _ x: Double, _ y: Double, side: Double, into out: Polylines) {
        let h = halfWidth * side
        let ax = x + h * a.nx, ay = y + h * a.ny
        let bx = x + h * b.nx, by = y + h * b.ny
        let cross = a.dx * b.dy - a.dy * b.dx
        let dot = a.dx * b.dx + a.dy * b.dy
        if abs(cross) < 1e-12 && dot > 0 {
            out.append(ax, ay)
            return
        }
        // The left side is inner when the path turns left (towards the normal).
        let inner = cross * side > 0
        if inner {
            if dot > -0.999999 {
                let reach = halfWidth * abs(cross) / (1 + dot)
                if reach <= a.length && reach <= b.length {
                    let k = h / (1 + dot)
                    out.append(x + k * (a.nx + b.nx), y + k * (a.ny + b.ny))
                    return
                }
            }
            out.append(ax, ay)
            out.append(x, y)
            out.append(bx, by)
            return
        }
        out.append(ax, ay)
        switch join {
        case .miter:
            if dot > -0.999999, 1 / ((1 + dot) / 2).squareRoot() <= miterLimit {
                let k = h / (1 + dot)
                out.append(x + k * (a.nx + b.nx), y + k * (a.ny + b.ny))
            }
        case .round:
            arc(centerX: x, centerY: y, fromX: ax - x, fromY: ay - y, sweep: DMath.atan2(cross, dot), into: out)
        case .bevel:
            break
        }
        out.append(bx, by)
    }

    /// A cap at (x, y) for a path heading (dx, dy), from its left offset to its right offset.
    private func addCap(_ x: Double, _ y: Double, _ dx: Double, _ dy: Double, into out: Polylines) {
        let h = halfWidth
        switch cap {
        case .butt:
            break
        case .square:
            out.append(x - h * dy + h * dx, y + h * dx + h * dy)
            out.append(x + h * dy + h * dx, y - h * dx + h * dy)
        case .round:
            arc(centerX: x, centerY: y, fromX: -h * dy, fromY: h * dx, sweep: -Double.pi, into: out)
        }
    }

    /// Interior points of a circular arc around a centre, starting at offset (fromX, fromY).
    private func arc(centerX: Double, centerY: Double, fromX: Double, fromY: Double, sweep: Double, into out: Polylines) {
        let radius = (fromX * fromX + fromY * fromY).squareRoot()
        guard radius > 0, sweep.isFinite else { return }
        let ratio = max(-1, 1 - 2 * tolerance / radius)
        let step = max(2 * DMath.acos(ratio), 1e-3)
        let n = Int(min((abs(sweep) / step).rounded(.up), 10_000))
        guard n > 1 else { return }
        let delta = sweep / Double(n)
        let c = DMath.cos(delta), s = DMath.sin(delta)
        var px = fromX, py = fromY
        for _ in 1..<n {
            let nx = px * c - py * s
            py = px * s + py * c
            px = nx
            out.append(centerX + px, centerY + py)
        }
    }
}
