/// Where the flattener writes contours.
protocol FlattenSink: AnyObject {
    func reset()
    var isContourOpen: Bool { get }
    /// Points in the open contour so far.
    var openPointCount: Int { get }
    /// The first point of the open contour.
    var openStart: (Double, Double) { get }
    func begin(_ x: Double, _ y: Double)
    func append(_ x: Double, _ y: Double)
    /// Moves the open contour's only point (when `openPointCount == 1`).
    func replaceLast(_ x: Double, _ y: Double)
    func finish(closed: Bool)
}

/// Flattened subpaths: straight-segment contours as parallel coordinate arrays, reused between shapes.
final class Polylines: FlattenSink {
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
    @exclusivity(unchecked) private var openStartIndex = -1
    @exclusivity(unchecked) private var openHasSegments = false

    func reset() { removeAll() }

    var openStart: (Double, Double) { (xs[openStartIndex], ys[openStartIndex]) }

    func removeAll() {
        xs.removeAll(keepingCapacity: true)
        ys.removeAll(keepingCapacity: true)
        contours.removeAll(keepingCapacity: true)
        openStartIndex = -1
    }

    var isContourOpen: Bool { openStartIndex >= 0 }

    func begin(_ x: Double, _ y: Double) {
        finish(closed: false)
        openStartIndex = xs.count
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
    var openPointCount: Int { openStartIndex >= 0 ? xs.count - openStartIndex : 0 }

    func replaceLast(_ x: Double, _ y: Double) {
        xs[xs.count - 1] = x
        ys[ys.count - 1] = y
    }

    func finish(closed: Bool) {
        guard openStartIndex >= 0 else { return }
        var count = xs.count - openStartIndex
        // Drop a final point that repeats the first of a closed contour.
        if closed, count > 1, xs[xs.count - 1] == xs[openStartIndex], ys[ys.count - 1] == ys[openStartIndex] {
            xs.removeLast()
            ys.removeLast()
            count -= 1
        }
        contours.append(Contour(start: openStartIndex, count: count, closed: closed, hasSegments: openHasSegments))
        openStartIndex = -1
    }

    /// Bounds of all points: (minX, minY, maxX, maxY), or nil when empty.
    var bounds: (Double, Double, Double, Double)? {
        guard !xs.isEmpty else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for i in 0..<xs.count {
            minX = min(minX, xs[i])
            maxX = max(maxX, xs[i])
            minY = min(minY, ys[i])
            maxY = max(maxY, ys[i])
        }
        return (minX, minY, maxX, maxY)
    }
}
