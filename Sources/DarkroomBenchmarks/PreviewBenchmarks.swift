import Darkroom
import DarkroomUI
import Foundation

/// Discovery of the 200 previews in `BenchmarkPreviews.swift` (target: ≤ 50 ms): the conformance scan
/// of the whole process, and `PreviewSnapshots.make` (discovery + names + source lookup + views).
///
/// Run it in a debug build (`swift run DarkroomBenchmarks`), where tests run: the release optimizer
/// removes types nothing references, and with them these previews (the group then reports 0).
func runPreviewBenchmarks() {
    MainActor.assumeIsolated {
        let runs = 21
        func cpuMilliseconds() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
        }
        /// Medians of wall time and of process CPU time (the CPU figure is what a busy machine cannot inflate).
        func median(_ body: () -> Int) -> (ms: Double, cpu: Double, count: Int) {
            var times: [Double] = []
            var cpu: [Double] = []
            var count = 0
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                let cpuStart = cpuMilliseconds()
                count = body()
                cpu.append(cpuMilliseconds() - cpuStart)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            return (times.sorted()[runs / 2], cpu.sorted()[runs / 2], count)
        }
        print("Previews — discovery, medians of \(runs) runs")
        let discovery = median { PreviewDiscovery.previews(inModule: "DarkroomBenchmarks").count }
        print(String(format: "  discover %d previews (conformance scan of the process):   %7.2f ms wall, %7.2f ms CPU", discovery.count, discovery.ms, discovery.cpu))
        let all = median { PreviewDiscovery.all().count }
        print(String(format: "  discover all %d previews of the process:                   %7.2f ms wall, %7.2f ms CPU", all.count, all.ms, all.cpu))
        let snapshots = median { PreviewSnapshots.make(in: "DarkroomBenchmarks").count }
        print(String(format: "  PreviewSnapshots.make: %d snapshots (names, sources, views): %7.2f ms wall, %7.2f ms CPU", snapshots.count, snapshots.ms, snapshots.cpu))
    }
}
