// Benchmarks print medians; run with `swift run -c release DarkroomBenchmarks`.
runPNGBenchmarks()
runRasterBenchmarks()
