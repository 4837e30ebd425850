import Darkroom
import DarkroomUI
import Foundation

/// Discovery of the 200 previews in `BenchmarkPreviews.swift` (target: ≤ 50 ms): the conformance scan
/// of the whole process, and `PreviewSnapshots.make` (discovery + names + source lookup + views).
func runPreviewBenchmarks() {
    MainActor.assumeIsolated {
        let runs = 21
        func median(_ body: () -> Int) -> (ms: Double, count: Int) {
            var times: [Double] = []
            var count = 0
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                count = body()
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            return (times.sorted()[runs / 2], count)
        }
        print("Previews — discovery, medians of \(runs) runs")
        let discovery = median { PreviewDiscovery.previews(inModule: "DarkroomBenchmarks").count }
        print(String(format: "  discover %d previews (conformance scan of the process):   %7.2f ms", discovery.count, discovery.ms))
        let all = median { PreviewDiscovery.all().count }
        print(String(format: "  discover all %d previews of the process:                   %7.2f ms", all.count, all.ms))
        let snapshots = median { PreviewSnapshots.make(in: "DarkroomBenchmarks").count }
        print(String(format: "  PreviewSnapshots.make: %d snapshots (names, sources, views): %7.2f ms", snapshots.count, snapshots.ms))
    }
}
