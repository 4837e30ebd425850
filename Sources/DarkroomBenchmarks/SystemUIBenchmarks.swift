import Darkroom
import Foundation
import JokesApp

/// The system UI benchmark (issue 10 §4), medians measured in one run:
/// - a 50-row inset grouped settings list with a large title on iPhone 13 Pro, rendered through the
///   `.image(on: .iPhone13Pro)` strategy, next to the jokes screen through the same strategy (target ≤ 1.5×);
/// - a 10,000-row `List` in a navigation stack laid out on iPhone 13 Pro (target ≤ 50 ms; only the visible
///   rows are measured and placed).
@MainActor
func runSystemUIBenchmarks() {
    let runs = 15
    func render<V: View>(_ view: V) -> Double {
        let strategy = Snapshotting<V, Bitmap>.image(on: .iPhone13Pro)
        return SystemUITiming.median(runs: runs) {
            try? strategy.snapshot(view).run { _ in }
        }
    }
    let jokes = render(JokeViewPreviewProvider.jokeView)
    let settings = render(FiftyRowSettings())
    print("System UI — iPhone 13 Pro (1170×2532), medians of \(runs) runs")
    print(String(format: "  jokes screen render:                    %.2f ms", jokes * 1000))
    print(String(format: "  50-row settings list, large title:      %.2f ms  (%.2f× the jokes screen; target ≤ 1.5×)", settings * 1000, settings / jokes))
    // The same list in a tab view: the rows run under the tab bar, which blurs them (the bar material).
    let tabbed = render(TabView { FiftyRowSettings().tabItem { Text("Settings") } })
    print(String(format: "  same list under a material tab bar:     %.2f ms  (%.2f× the jokes screen)", tabbed * 1000, tabbed / jokes))
    let layout = SystemUITiming.median(runs: runs) {
        _ = try? TenThousandRows().inspectLayout(proposal: ProposedViewSize(width: 390, height: 763))
    }
    print(String(format: "  10,000-row List layout:                 %.2f ms  (target ≤ 50 ms)", layout * 1000))
}

/// Fifty rows in five sections: navigation links, values and buttons, under a large title.
struct FiftyRowSettings: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<5) { section in
                    Section("Section \(section + 1)") {
                        ForEach(0..<10) { row in
                            if row % 3 == 0 {
                                HStack {
                                    Text("Setting \(section * 10 + row + 1)")
                                    Spacer()
                                    Text("On").foregroundStyle(.secondary)
                                }
                            } else {
                                NavigationLink("Option \(section * 10 + row + 1)") { Text("Detail") }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// A plain list of 10,000 text rows.
struct TenThousandRows: View {
    var body: some View {
        NavigationStack {
            List(0..<10_000) { Text("Row \($0)") }
                .navigationTitle("Rows")
        }
    }
}

enum SystemUITiming {
    static func median(runs: Int, _ body: () -> Void) -> Double {
        body()
        var times: [Double] = []
        for _ in 0..<runs {
            let t0 = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
        }
        times.sort()
        return times[runs / 2]
    }
}
