import Darkroom
import Foundation

/// Inspection benchmark: `find(text:)` for the last text of a 10,000-view tree (every view is visited).
@MainActor
func runInspectionBenchmarks() {
    let tree = InspectionScreens.tenThousandViews()
    // For profiling (`perf record`): `DARKROOM_BENCH_FIND_LOOPS=300` runs only the value search, that many times.
    if let loops = ProcessInfo.processInfo.environment["DARKROOM_BENCH_FIND_LOOPS"].flatMap(Int.init) {
        for _ in 0..<loops { _ = try? tree.inspect().find(text: "row 999") }
        return
    }
    let viewCount = (try? tree.inspect().findAll(ViewType.ClassifiedView.self).count) ?? 0
    let median = BenchmarkTiming.median(runs: 21) {
        _ = try? tree.inspect().find(text: "row 999")
    }
    print("Inspection find(text:) over \(viewCount) views: median \(BenchmarkTiming.format(median)) (target ≤ 5 ms)")

    // The same search in a host: it walks the records the host already resolved (no body is evaluated again).
    let host = ViewHosting.host(view: tree, size: .unspecified)
    let hostedCount = (try? host.inspect().findAll(ViewType.ClassifiedView.self).count) ?? 0
    let found = (try? host.inspect().find(text: "row 999").string()) ?? "nothing"
    let hostedMedian = BenchmarkTiming.median(runs: 21) {
        _ = try? host.inspect().find(text: "row 999")
    }
    print("Inspection host.inspect().find(text:) over \(hostedCount) hosted views (found \"\(found)\"): median \(BenchmarkTiming.format(hostedMedian)) (target ≤ 5 ms)")
}

@MainActor
enum InspectionScreens {
    /// 1,000 rows of a custom view, each 10 views as `findAll` counts them (the row, 3 stacks, 4 texts, a circle,
    /// a spacer; modifiers are not views), in a stack and a `ForEach`: 10,002 views.
    struct Row: View {
        let index: Int
        var body: some View {
            HStack {
                Circle().fill(Color.blue).frame(width: 8, height: 8)
                VStack(alignment: .leading) {
                    Text("row \(index)")
                    Text("detail").foregroundColor(.secondary)
                }
                Spacer()
                HStack {
                    Text("★")
                    Text("\(index % 5)")
                }
            }
        }
    }

    static func tenThousandViews() -> some View {
        VStack {
            ForEach(0..<1000, id: \.self) { Row(index: $0) }
        }
    }
}
