import DeterministicMath
import Foundation

/// Turns a path into straight-segment contours in the target space (first pipeline stage).
///
/// Curves are subdivided so that the polyline stays within `tolerance` of the true curve. Arcs place their
/// interior vertices slightly outside the curve so chords straddle it (the error splits evenly either
/// side), halving the maximum deviation for the same vertex count. Segments whose points are not finite
/// are skipped; coordinates are clamped to ±1e9 so far-away geometry cannot overflow later arithmetic.
enum PathFlattener {
    static let coordinateLimit = 1e9
    static let maximumSegmentsPerCurve = 100_000

    static func flatten<Sink: FlattenSink>(_ path: RasterPath, transform t: Transform2D, tolerance: Double, into out: Sink) {
        out.reset()
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d), tx = Double(t.tx), ty = Double(t.ty)
        @inline(__always) func map(_ p: CGPoint) -> (Double, Double)? {
            let x = a * Double(p.x) + c * Double(p.y) + tx
            let y = b * Double(p.x) + d * Double(p.y) + ty
            guard x.isFinite, y.isFinite else { return nil }
            return (min(max(x, -coordinateLimit), coordinateLimit), min(max(y, -coordinateLimit), coordinateLimit))
        }
        var current: (Double, Double)? = nil
        var subpathStart: (Double, Double)? = nil

        func ensureOpen() -> (Double, Double)? {
            if !out.isContourOpen, let start = current {
                out.begin(start.0, start.1)
            }
            return current
        }

        for element in path.elements {
            switch element {
            case .move(to: let p):
                out.finish(closed: false)
                current = map(p)
                subpathStart = current
                if let s = current { out.begin(s.0, s.1) }
            case .line(to: let p):
                guard let q = map(p), ensureOpen() != nil else { continue }
                out.append(q.0, q.1)
                current = q
            case .quadCurve(to: let p, control: let c1):
                guard let p0 = ensureOpen(), let p1 = map(c1), let p2 = map(p) else { continue }
                let ddx = p0.0 - 2 * p1.0 + p2.0, ddy = p0.1 - 2 * p1.1 + p2.1
                let n = segmentCount((ddx * ddx + ddy * ddy).squareRoot() / (4 * tolerance))
                for i in 1..<n {
                    let s = Double(i) / Double(n), u = 1 - s
                    out.append(u * u * p0.0 + 2 * u * s * p1.0 + s * s * p2.0, u * u * p0.1 + 2 * u * s * p1.1 + s * s * p2.1)
                }
                out.append(p2.0, p2.1)
                current = p2
            case .curve(to: let p, control1: let c1, control2: let c2):
                guard let p0 = ensureOpen(), let p1 = map(c1), let p2 = map(c2), let p3 = map(p) else { continue }
                let d1x = p0.0 - 2 * p1.0 + p2.0, d1y = p0.1 - 2 * p1.1 + p2.1
                let d2x = p1.0 - 2 * p2.0 + p3.0, d2y = p1.1 - 2 * p2.1 + p3.1
                flattenCubic(p0, p1, p2, p3, d1: (d1x, d1y), d2: (d2x, d2y), tolerance: tolerance, into: out)
                current = p3
            case .arc(let arc):
                guard ensureOpen() != nil else { continue }
                let mapped = arc.applying(t)
                let center = (Double(mapped.center.x), Double(mapped.center.y))
                guard center.0.isFinite, center.1.isFinite else { continue }
                let ux = Double(mapped.axis1.x), uy = Double(mapped.axis1.y), vx = Double(mapped.axis2.x), vy = Double(mapped.axis2.y)
                let sweep = arc.endAngle - arc.startAngle
                guard ux.isFinite, uy.isFinite, vx.isFinite, vy.isFinite, sweep.isFinite, arc.startAngle.isFinite else { continue }
                let radius = largestSingularValue(ux, vx, uy, vy)
                var n = 1
                if radius > 0 {
                    // Balanced chords: sag 2·tolerance, deviation ±tolerance.
                    let ratio = max(0, 1 - 2 * tolerance / radius)
                    let step = ratio <= 0 ? Double.pi / 2 : 2 * DMath.acos(ratio)
                    let estimate = min((abs(sweep) / max(step, 1e-9)).rounded(.up), Double(maximumSegmentsPerCurve))
                    let quarters = min((abs(sweep) / (Double.pi / 2)).rounded(.up), Double(maximumSegmentsPerCurve))
                    n = max(Int(estimate), Int(quarters), 1)
                }
                let delta = sweep / Double(n)
                let half = DMath.cos(delta / 2)
                let grow = (1 - half) / (1 + half) + 1
                let stepCos = DMath.cos(delta), stepSin = DMath.sin(delta)
                // A whole ellipse (its own subpath) has no joints to keep on the curve: offset every
                // vertex. Otherwise the end points stay on the curve and the offset vertices sit at the
                // middle of each step, so the half-steps at the ends stay within the tolerance too.
                let wholeEllipse = abs(sweep) >= 2 * Double.pi - 1e-9 && out.openPointCount == 1
                let firstAngle = wholeEllipse ? arc.startAngle : arc.startAngle + delta / 2
                var cosT = DMath.cos(firstAngle), sinT = DMath.sin(firstAngle)
                let vertexCount = wholeEllipse ? n - 1 : n
                if wholeEllipse {
                    out.replaceLast(center.0 + grow * (ux * cosT + vx * sinT), center.1 + grow * (uy * cosT + vy * sinT))
                    let nextCos = cosT * stepCos - sinT * stepSin
                    sinT = sinT * stepCos + cosT * stepSin
                    cosT = nextCos
                }
                for _ in 0..<vertexCount {
                    out.append(center.0 + grow * (ux * cosT + vx * sinT), center.1 + grow * (uy * cosT + vy * sinT))
                    let nextCos = cosT * stepCos - sinT * stepSin
                    sinT = sinT * stepCos + cosT * stepSin
                    cosT = nextCos
                }
                if wholeEllipse {
                    let end = out.openStart
                    out.append(end.0, end.1)
                    current = end
                } else if let end = map(arc.endPoint) {
                    out.append(end.0, end.1)
                    current = end
                }
            case .closeSubpath:
                if out.isContourOpen {
                    out.finish(closed: true)
                }
                current = subpathStart
            }
        }
        out.finish(closed: false)
    }

    /// Flattens a cubic with vertices spaced by curvature: a chord of length L on a curve of curvature κ
    /// sags κL²/8, so the number of chords is ∫ √(κ / (16·tolerance)) ds (balanced chords, sag up to
    /// 2·tolerance), found on an 8-step table of the integrand and inverted piecewise linearly. Each
    /// vertex sits at the middle of its step, pushed outward by half its chord's sag; the end points stay
    /// on the curve. The uniform-step bound (a third of it) is kept as a floor against spikes between samples.
    @inline(__always) static func flattenCubic<Sink: FlattenSink>(
        _ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double),
        d1: (Double, Double), d2: (Double, Double), tolerance: Double, into out: Sink
    ) {
        let samples = 8
        // cumulative[k] = ∫₀^{k/8} √(|B′ × B″| / |B′|) dt, trapezoid rule.
        var cumulative = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        @inline(__always) func integrand(_ s: Double) -> Double {
            let u = 1 - s
            let tx = 3 * (u * u * (p1.0 - p0.0) + 2 * u * s * (p2.0 - p1.0) + s * s * (p3.0 - p2.0))
            let ty = 3 * (u * u * (p1.1 - p0.1) + 2 * u * s * (p2.1 - p1.1) + s * s * (p3.1 - p2.1))
            let ax = 6 * (u * d1.0 + s * d2.0), ay = 6 * (u * d1.1 + s * d2.1)
            let speed = (tx * tx + ty * ty).squareRoot()
            if speed < 1e-12 { return (ax * ax + ay * ay).squareRoot().squareRoot() }
            return (abs(tx * ay - ty * ax) / speed).squareRoot()
        }
        withUnsafeMutableBytes(of: &cumulative) { raw in
            let table = raw.bindMemory(to: Double.self)
            var previous = integrand(0)
            table[0] = 0
            for k in 1...samples {
                let value = integrand(Double(k) / Double(samples))
                table[k] = table[k - 1] + (previous + value) / 2 / Double(samples)
                previous = value
            }
        }
        let total = withUnsafeBytes(of: &cumulative) { $0.bindMemory(to: Double.self)[samples] }
        let m = max(d1.0 * d1.0 + d1.1 * d1.1, d2.0 * d2.0 + d2.1 * d2.1).squareRoot()
        // 0.8: margin for the sampled integral and the offset approximation.
        let byCurvature = total / (16 * 0.8 * tolerance).squareRoot()
        let uniformFloor = (0.75 * m / (2 * tolerance)).squareRoot() / 3
        let estimate = max(byCurvature, uniformFloor)
        guard estimate.isFinite, estimate > 0 else {
            out.append(p3.0, p3.1)
            return
        }
        let n = Int(min(estimate.rounded(.up), Double(maximumSegmentsPerCurve)))
        if n <= 1 {
            out.append(p3.0, p3.1)
            return
        }
        withUnsafeBytes(of: &cumulative) { raw in
            let table = raw.bindMemory(to: Double.self)
            let useTable = byCurvature >= uniformFloor && total > 0
            var k = 0
            // The parameter where the cumulative integral reaches `fraction` of the total.
            func parameter(_ fraction: Double) -> Double {
                guard useTable else { return fraction }
                let target = fraction * total
                while k < samples - 1 && table[k + 1] < target { k += 1 }
                let lo = table[k], hi = table[k + 1]
                let f = hi > lo ? (target - lo) / (hi - lo) : 0
                return (Double(k) + min(max(f, 0), 1)) / Double(samples)
            }
            var previousStart = 0.0
            for i in 0..<n {
                let s = parameter((Double(i) + 0.5) / Double(n)), u = 1 - s
                let stepEnd = parameter(Double(i + 1) / Double(n))
                let dt = i + 1 == n ? 1 - previousStart : stepEnd - previousStart
                previousStart = stepEnd
                let w0 = u * u * u, w1 = 3 * u * u * s, w2 = 3 * u * s * s, w3 = s * s * s
                var x = w0 * p0.0 + w1 * p1.0 + w2 * p2.0 + w3 * p3.0
                var y = w0 * p0.1 + w1 * p1.1 + w2 * p2.1 + w3 * p3.1
                let tx = 3 * (u * u * (p1.0 - p0.0) + 2 * u * s * (p2.0 - p1.0) + s * s * (p3.0 - p2.0))
                let ty = 3 * (u * u * (p1.1 - p0.1) + 2 * u * s * (p2.1 - p1.1) + s * s * (p3.1 - p2.1))
                let ax = 6 * (u * d1.0 + s * d2.0), ay = 6 * (u * d1.1 + s * d2.1)
                let tangentSquared = tx * tx + ty * ty
                if tangentSquared > 1e-18 {
                    let along = (ax * tx + ay * ty) / tangentSquared
                    let shift = dt * dt / 16
                    x -= (ax - along * tx) * shift
                    y -= (ay - along * ty) * shift
                }
                out.append(x, y)
            }
        }
        out.append(p3.0, p3.1)
    }

    /// Bounds containing every point of the flattened path (control polygons and whole ellipses), or nil.
    static func conservativeBounds(_ path: RasterPath, transform t: Transform2D) -> (Double, Double, Double, Double)? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: CGPoint, _ rx: Double = 0, _ ry: Double = 0) {
            let q = t.apply(to: p)
            let x = Double(q.x), y = Double(q.y)
            guard x.isFinite, y.isFinite, rx.isFinite, ry.isFinite else { return }
            minX = min(minX, x - rx)
            maxX = max(maxX, x + rx)
            minY = min(minY, y - ry)
            maxY = max(maxY, y + ry)
        }
        for element in path.elements {
            switch element {
            case .move(to: let p), .line(to: let p): add(p)
            case .quadCurve(to: let p, control: let c):
                add(p)
                add(c)
            case .curve(to: let p, control1: let c1, control2: let c2):
                add(p)
                add(c1)
                add(c2)
            case .arc(let arc):
                let m = arc.applying(t)
                let rx = (Double(m.axis1.x * m.axis1.x + m.axis2.x * m.axis2.x)).squareRoot() * 1.01
                let ry = (Double(m.axis1.y * m.axis1.y + m.axis2.y * m.axis2.y)).squareRoot() * 1.01
                add(arc.center, rx, ry)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        let limit = coordinateLimit
        return (max(minX, -limit), max(minY, -limit), min(maxX, limit), min(maxY, limit))
    }

    @inline(__always) static func segmentCount(_ squaredEstimate: Double) -> Int {
        guard squaredEstimate.isFinite, squaredEstimate > 0 else { return 1 }
        let n = squaredEstimate.squareRoot().rounded(.up)
        return Int(min(max(n, 1), Double(maximumSegmentsPerCurve)))
    }

    /// The larger singular value of the 2×2 matrix [[a, b], [c, d]].
    static func largestSingularValue(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let s = a * a + b * b + c * c + d * d
        let p = a * a + b * b - c * c - d * d
        let q = a * c + b * d
        return ((s + (p * p + 4 * q * q).squareRoot()) / 2).squareRoot()
    }
}
