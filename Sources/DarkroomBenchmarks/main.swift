import Foundation

// Benchmarks print medians; run with `swift run -c release DarkroomBenchmarks`.
// `DARKROOM_BENCH_ONLY=snapshot,text` runs only the named groups.
if let variant = ProcessInfo.processInfo.environment[firstTextVariable] {
    runFirstTextChild(variant)
}
let benchmarks: [(name: String, run: @MainActor () -> Void)] = [
    ("png", runPNGBenchmarks),
    ("raster", runRasterBenchmarks),
    ("layout", runLayoutBenchmarks),
    ("firsttext", runFirstTextBenchmarks),
    ("text", runTextBenchmarks),
    ("textscreen", runTextScreenBenchmark),
    ("snapshot", runSnapshotBenchmarks),
    ("inspection", runInspectionBenchmarks),
    ("effects", runEffectBenchmarks),
    ("interaction", runInteractionBenchmarks),
    ("systemui", runSystemUIBenchmarks),
    ("previews", runPreviewBenchmarks),
    ("localization", runLocalizationBenchmarks),
]
let only = ProcessInfo.processInfo.environment["DARKROOM_BENCH_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }
for benchmark in benchmarks where only?.contains(benchmark.name) ?? true {
    benchmark.run()
}
