/// Feeds flattened contours straight into the coverage accumulator as closed polygons (fills skip the
/// intermediate polyline arrays).
final class EdgeSink: FlattenSink {
    let accumulator: CoverageAccumulator
    private var startX = 0.0, startY = 0.0
    private var lastX = 0.0, lastY = 0.0
    private var count = 0

    init(_ accumulator: CoverageAccumulator) { self.accumulator = accumulator }

    func reset() { count = 0 }

    var isContourOpen: Bool { count > 0 }
    var openPointCount: Int { count }
    var openStart: (Double, Double) { (startX, startY) }

    func begin(_ x: Double, _ y: Double) {
        finish(closed: true)
        startX = x
        startY = y
        lastX = x
        lastY = y
        count = 1
    }

    @inline(__always) func append(_ x: Double, _ y: Double) {
        accumulator.addLine(lastX, lastY, x, y)
        lastX = x
        lastY = y
        count += 1
    }

    func replaceLast(_ x: Double, _ y: Double) {
        startX = x
        startY = y
        lastX = x
        lastY = y
    }

    /// Every contour is filled as closed, whatever `closed` says.
    func finish(closed: Bool) {
        guard count > 0 else { return }
        if count > 1 { accumulator.addLine(lastX, lastY, startX, startY) }
        count = 0
    }
}
