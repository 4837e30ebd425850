import DarkroomUI
import Foundation

/// End-to-end text benchmark: a 390×844 screen with 40 lines of text (subheadline, a few bold, coloured,
/// emoji) laid out, shaped and rasterized through `ImageRenderer` at scale 3 (1170×2532 pixels); prints the median.
///
/// The glyph cache is warm after the first run, as in a snapshot suite that renders many screens.
@MainActor
func runTextScreenBenchmark() {
    let screen = TextScreen()
    let median = TextScreenTiming.median(runs: 21) {
        let renderer = ImageRenderer(content: screen)
        renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
        renderer.scale = 3
        _ = try? renderer.render()
    }
    print("DarkroomUI text screen, 390×844 with 40 lines of text at scale 3: median \(TextScreenTiming.format(median)) (target ≤ 25 ms)")
}

/// Forty lines of varied text on a white screen.
private struct TextScreen: View {
    static let words = [
        "punchline", "arrives", "before", "set-up", "problem", "with", "UDP", "jokes", "snapshot",
        "testing", "Linux", "layout", "glyph", "baseline", "kerning", "Darkroom", "render", "pixel",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ForEach(0..<40) { i in
                let line = (0..<6).map { Self.words[(i * 7 + $0 * 5) % Self.words.count] }.joined(separator: " ")
                switch i % 8 {
                case 0: Text("\(i + 1). " + line).bold()
                case 3: Text("\(i + 1). " + line).foregroundColor(.blue)
                case 5: Text("\(i + 1). " + line + " 😀")
                default: Text("\(i + 1). " + line)
                }
            }
        }
        .font(.subheadline)
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }
}

/// Median wall and CPU time of repeated runs (after one warm-up run).
private enum TextScreenTiming {
    static func cpuSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func median(runs: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
        body()
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
