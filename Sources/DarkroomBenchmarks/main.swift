// Benchmarks print medians; run with `swift run -c release DarkroomBenchmarks`.
// The PNG helper adds `runPNGBenchmarks()` in PNGBenchmarks.swift; call it here when merged.
runRasterBenchmarks()
