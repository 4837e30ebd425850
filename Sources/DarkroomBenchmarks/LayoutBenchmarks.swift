import DarkroomUI
import Foundation

/// Layout and rendering benchmarks for DarkroomUI; prints medians.
///
/// - layout: a ~10,000-view tree (nested stacks, frames, padding) resolved, laid out and turned into a display list;
/// - render: a 390×844 screen of 200 shapes rendered at scale 3 (1170×2532 pixels).
@MainActor
func runLayoutBenchmarks() {
    let tree = BenchmarkScreens.tenThousandViews()
    let layoutMedian = BenchmarkTiming.median(runs: 21) {
        let renderer = ImageRenderer(content: tree)
        renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
        _ = try? renderer.displayList()
    }
    let nodes = (try? LayoutInspector.layout(tree, in: ProposedViewSize(width: 390, height: 844)).nodes.count) ?? 0
    print("DarkroomUI layout, \(nodes) laid-out views → display list: median \(BenchmarkTiming.format(layoutMedian)) (target ≤ 10 ms)")

    let screen = BenchmarkScreens.twoHundredShapes()
    let renderMedian = BenchmarkTiming.median(runs: 11) {
        let renderer = ImageRenderer(content: screen)
        renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
        renderer.scale = 3
        _ = try? renderer.render()
    }
    print("DarkroomUI render, 390×844 with 200 shapes at scale 3: median \(BenchmarkTiming.format(renderMedian)) (target ≤ 30 ms)")
}

/// Views for the benchmarks.
@MainActor
enum BenchmarkScreens {
    /// 20 sections × 25 rows × 6 cells; each cell is a colour in a frame with padding (3 views), plus stacks.
    static func tenThousandViews() -> some View {
        VStack(spacing: 2) {
            ForEach(0..<20) { section in
                VStack(alignment: .leading, spacing: 1) {
                    ForEach(0..<25) { row in
                        HStack(spacing: 1) {
                            ForEach(0..<6) { cell in
                                Color(red: Double(cell) / 6, green: Double(row) / 25, blue: Double(section) / 20)
                                    .frame(minWidth: 4, maxWidth: 60, minHeight: 1, maxHeight: 3)
                                    .padding(.horizontal, 1)
                            }
                        }
                        .padding(1)
                    }
                }
            }
        }
    }

    /// 200 shapes of different kinds spread over a phone screen.
    static func twoHundredShapes() -> some View {
        ZStack(alignment: .topLeading) {
            Color.white
            ForEach(0..<200) { i in
                let x = CGFloat((i * 37) % 330), y = CGFloat((i * 53) % 790)
                Group {
                    switch i % 5 {
                    case 0: RoundedRectangle(cornerRadius: 8).fill(Color.blue)
                    case 1: Circle().fill(Color.red.opacity(0.7))
                    case 2: Capsule().stroke(Color.green, lineWidth: 3)
                    case 3: Rectangle().fill(Color.orange)
                    default: Ellipse().strokeBorder(Color.purple, lineWidth: 2)
                    }
                }
                .frame(width: 60, height: 44)
                .offset(x: x, y: y)
            }
        }
    }
}

/// Medians of wall-clock and process CPU time (benchmarks only; tests never time anything). CPU time is the
/// better figure on a loaded machine, since the work is single-threaded.
enum BenchmarkTiming {
    struct Sample: Comparable {
        let wall: Double
        let cpu: Double
        static func < (a: Sample, b: Sample) -> Bool { a.cpu < b.cpu }
    }

    static func cpuSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func median(runs: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
        body()  // warm-up
        var walls: [Double] = [], cpus: [Double] = []
        for _ in 0..<runs {
            let w0 = DispatchTime.now().uptimeNanoseconds, c0 = cpuSeconds()
            body()
            cpus.append(cpuSeconds() - c0)
            walls.append(Double(DispatchTime.now().uptimeNanoseconds - w0) / 1e9)
        }
        walls.sort()
        cpus.sort()
        return (walls[runs / 2], cpus[runs / 2])
    }

    static func format(_ t: (wall: Double, cpu: Double)) -> String {
        String(format: "%.2f ms (CPU %.2f ms)", t.wall * 1000, t.cpu * 1000)
    }
}
