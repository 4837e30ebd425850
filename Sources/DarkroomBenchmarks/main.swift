runPNGBenchmarks()
