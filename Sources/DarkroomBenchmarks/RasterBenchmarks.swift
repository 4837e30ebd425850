import Foundation
import Rasterizer

/// A small deterministic generator (SplitMix64) so every run draws the same shapes.
private struct BenchmarkRandom {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
}

private func threadCPUMilliseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Prints the median wall time and the median CPU time of this thread (the machine is shared, so the
/// CPU time is the steadier figure).
@discardableResult
private func report(_ name: String, runs: Int, _ body: () -> Void) -> Double? {
    // `DarkroomBenchmarks <text>` runs only the benchmarks whose names contain <text>.
    let filters = CommandLine.arguments.dropFirst()
    guard filters.isEmpty || filters.contains(where: { name.contains($0) }) else { return nil }
    body()  // warm-up
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<runs {
        let startWall = DispatchTime.now().uptimeNanoseconds
        let startCPU = threadCPUMilliseconds()
        body()
        cpu.append(threadCPUMilliseconds() - startCPU)
        wall.append(Double(DispatchTime.now().uptimeNanoseconds - startWall) / 1_000_000)
    }
    print(String(format: "%@: median %.2f ms wall (min %.2f), median %.2f ms CPU (min %.2f), %d runs", name, median(wall), wall.min() ?? 0, median(cpu), cpu.min() ?? 0, runs))
    return median(cpu)
}

/// Rasterizer benchmarks: 10,000 random anti-aliased rounded rectangles on a 1170×2532 canvas (target: at
/// most Cairo 1.16's ~210 ms on the reference machine), clearing and comparing full-screen bitmaps.
func runRasterBenchmarks() {
    let width = 1170, height = 2532
    guard let canvas = try? RasterCanvas(width: width, height: height) else {
        print("raster benchmarks: could not create the canvas")
        return
    }
    struct Shape {
        var path: RasterPath
        var color: RGBA
    }
    func shapes(style: CornerStyle) -> [Shape] {
        var random = BenchmarkRandom(state: 0x5EED)
        return (0..<10_000).map { _ in
            let w = random.range(40, 600), h = random.range(24, 160)
            let x = random.range(0, Double(width) - w), y = random.range(0, Double(height) - h)
            let radius = random.range(0, min(w, h) / 2)
            let color = RGBA(red: random.unit(), green: random.unit(), blue: random.unit())
            let path = RasterPath.roundedRect(CGRect(x: x, y: y, width: w, height: h), cornerSize: CGSize(width: radius, height: radius), style: style)
            return Shape(path: path, color: color)
        }
    }
    let circular = shapes(style: .circular)
    let continuous = shapes(style: .continuous)
    let runs = 10
    // Baseline: the same rectangles' bounding boxes filled as plain axis-aligned rects (pure pixel writes).
    let boxes = circular.map { RasterPath.rect($0.path.boundingRect.integral) }
    let baseline = report("baseline: fill the 10k bounding boxes as pixel-aligned rects", runs: runs) {
        canvas.clear(.white)
        for (box, shape) in zip(boxes, circular) { canvas.fill(box, color: shape.color) }
    }
    report("clear 1170x2532 (white)", runs: runs) { canvas.clear(.white) }
    report("clear 1170x2532 (colour)", runs: runs) { canvas.clear(RGBA(red: 0.2, green: 0.4, blue: 0.6)) }
    let circularTime = report("fill 10k rounded rects (circular) 1170x2532", runs: runs) {
        canvas.clear(.white)
        for shape in circular { canvas.fill(shape.path, color: shape.color) }
    }
    let continuousTime = report("fill 10k rounded rects (continuous) 1170x2532", runs: runs) {
        canvas.clear(.white)
        for shape in continuous { canvas.fill(shape.path, color: shape.color) }
    }
    // The machine is shared: the ratio to the plain-rectangle baseline of the same run is the steadier figure.
    if let baseline, baseline > 0 {
        if let circularTime { print(String(format: "  circular = %.2f × baseline", circularTime / baseline)) }
        if let continuousTime { print(String(format: "  continuous = %.2f × baseline", continuousTime / baseline)) }
    }
    let first = canvas.makeBitmap()
    let second = canvas.makeBitmap()
    var equal = true
    report("compare two equal 1170x2532 bitmaps (==)", runs: runs) { equal = first == second }
    if !equal { print("  (unexpected: bitmaps differ)") }
    report("makeBitmap 1170x2532", runs: runs) { _ = canvas.makeBitmap() }
}
