import Foundation

/// Emits a rounded rectangle's outline (device pixels) by flattening one corner and mirroring it.
///
/// The corner is flattened exactly as the general flattener would (balanced arc chords for `.circular`,
/// curvature-adaptive balanced cubics for `.continuous`), in corner coordinates (a = distance back along
/// the arriving edge, b = distance along the leaving edge), then placed at all four corners.
final class RoundedRectOutline {
    private var cornerA: [Double] = []
    private var cornerB: [Double] = []
    private var cachedKey: (CornerStyle, Double, Double, Double)?
    private let collector = Polylines()

    /// Writes the closed outline of `hint` (device space, equal radii) to `sink`.
    func emit<Sink: FlattenSink>(_ hint: RoundedRectHint, tolerance: Double, into sink: Sink) {
        let r = hint.radiusX
        prepareCorner(style: hint.style, radius: r, smoothness: hint.smoothness, tolerance: tolerance)
        let minX = Double(hint.rect.minX), minY = Double(hint.rect.minY), maxX = Double(hint.rect.maxX), maxY = Double(hint.rect.maxY)
        sink.reset()
        // Corners clockwise on screen: point, arriving direction, leaving direction.
        let corners: [(Double, Double, Double, Double, Double, Double)] = [
            (maxX, minY, 1, 0, 0, 1),
            (maxX, maxY, 0, 1, -1, 0),
            (minX, maxY, -1, 0, 0, -1),
            (minX, minY, 0, -1, 1, 0),
        ]
        cornerA.withUnsafeBufferPointer { a in
            cornerB.withUnsafeBufferPointer { b in
                var first = true
                for (x, y, inX, inY, outX, outY) in corners {
                    for i in 0..<a.count {
                        let px = x - a[i] * inX + b[i] * outX
                        let py = y - a[i] * inY + b[i] * outY
                        if first {
                            sink.begin(px, py)
                            first = false
                        } else {
                            sink.append(px, py)
                        }
                    }
                }
            }
        }
        sink.finish(closed: true)
    }

    private func prepareCorner(style: CornerStyle, radius r: Double, smoothness: Double, tolerance: Double) {
        if let key = cachedKey, key.0 == style, key.1 == r, key.2 == smoothness, key.3 == tolerance { return }
        cachedKey = (style, r, smoothness, tolerance)
        cornerA.removeAll(keepingCapacity: true)
        cornerB.removeAll(keepingCapacity: true)
        var path = RasterPath()
        switch style {
        case .circular:
            // Centre at (a, b) = (r, r); from (r, 0) to (0, r): a = r − r·sin φ, b = r − r·cos φ.
            path.move(to: CGPoint(x: r, y: 0))
            path.addArc(EllipticalArc(center: CGPoint(x: r, y: r), axis1: CGPoint(x: -r, y: 0), axis2: CGPoint(x: 0, y: -r), startAngle: Double.pi / 2, endAngle: 0))
        case .continuous:
            let profile = ContinuousCorner.profile(smoothness: smoothness)
            path.move(to: CGPoint(x: profile.start.0 * r, y: profile.start.1 * r))
            for segment in profile.segments {
                path.addCurve(
                    to: CGPoint(x: segment.2.0 * r, y: segment.2.1 * r),
                    control1: CGPoint(x: segment.0.0 * r, y: segment.0.1 * r),
                    control2: CGPoint(x: segment.1.0 * r, y: segment.1.1 * r)
                )
            }
        }
        PathFlattener.flatten(path, transform: .identity, tolerance: tolerance, into: collector)
        cornerA.append(contentsOf: collector.xs)
        cornerB.append(contentsOf: collector.ys)
    }
}
