/// Flattened subpaths: straight-segment contours as parallel coordinate arrays, reused between shapes.
final class Polylines {
    struct Contour {
        var start: Int
        var count: Int
        var closed: Bool
        /// Whether the subpath had at least one drawing segment (so a zero-length one still gets caps).
        var hasSegments: Bool
    }

    @exclusivity(unchecked) var xs: [Double] = []
    @exclusivity(unchecked) var ys: [Double] = []
    @exclusivity(unchecked) var contours: [Contour] = []
    @exclusivity(unchecked) private var openStart = -1
    @exclusivity(unchecked) private var openHasSegments = false

    func removeAll() {
        xs.removeAll(keepingCapacity: true)
        ys.removeAll(keepingCapacity: true)
        contours.removeAll(keepingCapacity: true)
        openStart = -1
    }

    var isContourOpen: Bool { openStart >= 0 }

    func begin(_ x: Double, _ y: Double) {
        finish(closed: false)
        openStart = xs.count
        openHasSegments = false
        xs.append(x)
        ys.append(y)
    }

    @inline(__always) func append(_ x: Double, _ y: Double) {
        xs.append(x)
        ys.append(y)
        openHasSegments = true
    }

    /// Points in the open contour so far.
    var openPointCount: Int { openStart >= 0 ? xs.count - openStart : 0 }

    func replaceLast(_ x: Double, _ y: Double) {
        xs[xs.count - 1] = x
        ys[ys.count - 1] = y
    }

    func finish(closed: Bool) {
        guard openStart >= 0 else { return }
        var count = xs.count - openStart
        // Drop a final point that repeats the first of a closed contour.
        if closed, count > 1, xs[xs.count - 1] == xs[openStart], ys[ys.count - 1] == ys[openStart] {
            xs.removeLast()
            ys.removeLast()
            count -= 1
        }
        contours.append(Contour(start: openStart, count: count, closed: closed, hasSegments: openHasSegments))
        openStart = -1
    }

    /// Bounds of all points: (minX, minY, maxX, maxY), or nil when empty.
    var bounds: (Double, Double, Double, Double)? {
        guard !xs.isEmpty else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for i in 0..<xs.count {
            minX = min(minX, xs[i]); maxX = max(maxX, xs[i])
            minY = min(minY, ys[i]); maxY = max(maxY, ys[i])
        }
        return (minX, minY, maxX, maxY)
    }
}
