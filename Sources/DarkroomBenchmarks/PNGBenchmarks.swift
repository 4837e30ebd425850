import Foundation
import SnapshotArtifacts
import PNG
import Rasterizer

/// PNG encode/decode and bitmap comparison benchmarks on a synthetic 1170×2532 UI screenshot.
/// Set `DARKROOM_BENCH_PNG_SETTINGS=1` to also time a matrix of encoder settings.
func runPNGBenchmarks() {
    do {
        try PNGBenchmarks.run()
    } catch {
        print("PNG benchmarks failed: \(error)")
    }
}

private enum PNGBenchmarks {
    static let runs = 15

    static func run() throws {
        let screenshot = SyntheticScreenshot()
        let width = screenshot.width, height = screenshot.height
        let pixels = screenshot.pixels
        if let path = ProcessInfo.processInfo.environment["DARKROOM_BENCH_WRITE_SCREENSHOT"] {
            try PNGEncoder.encode(rgba: pixels, width: width, height: height).write(to: URL(fileURLWithPath: path))
        }
        print("PNG — synthetic UI screenshot \(width)×\(height), medians of \(runs) runs")

        var simplifiedDefault = Data()
        let simplifiedDefaultTime = try median { simplifiedDefault = try PNGEncoder.encodeWithSimplifiedAPI(rgba: pixels, width: width, height: height, fast: false) }
        print("  encode, libpng simplified API defaults:   \(simplifiedDefaultTime), \(kb(simplifiedDefault.count))")
        var simplifiedFast = Data()
        let simplifiedFastTime = try median { simplifiedFast = try PNGEncoder.encodeWithSimplifiedAPI(rgba: pixels, width: width, height: height, fast: true) }
        print("  encode, libpng simplified API FLAG_FAST:  \(simplifiedFastTime), \(kb(simplifiedFast.count))")

        if ProcessInfo.processInfo.environment["DARKROOM_BENCH_PNG_SETTINGS"] == "1" {
            for filter in PNGRowFilter.allCases {
                for level in [1, 2, 3, 4, 6] {
                    for strategy in [PNGEncodingOptions.Strategy.default, .filtered, .rle] {
                        for drop in [true, false] {
                            let options = PNGEncodingOptions(filter: filter, zlibLevel: level, strategy: strategy, dropsOpaqueAlpha: drop)
                            var data = Data()
                            let time = try median(runs: 5) { data = try PNGEncoder.encode(rgba: pixels, width: width, height: height, options: options) }
                            var decoded: PNGImage?
                            let decodeTime = try median(runs: 5) { decoded = try PNGDecoder.decode(data) }
                            print(
                                "  settings filter=\(filter) level=\(level) strategy=\(strategy) rgb=\(drop): encode \(time), \(kb(data.count)), decode \(decodeTime)\(decoded?.rgba == pixels ? "" : "  (ROUND TRIP MISMATCH)")"
                            )
                        }
                    }
                }
            }
        }

        var encoded = Data()
        let encodeTime = try median { encoded = try PNGEncoder.encode(rgba: pixels, width: width, height: height) }
        print("  encode, Darkroom (\(describe(.default))): \(encodeTime), \(kb(encoded.count))")
        var decoded: PNGImage?
        let decodeTime = try median { decoded = try PNGDecoder.decode(encoded) }
        print("  decode, Darkroom:                         \(decodeTime)\(decoded?.rgba == pixels ? "" : "  (ROUND TRIP MISMATCH)")")
        let decodeDefaultTime = try median { _ = try PNGDecoder.decode(simplifiedDefault) }
        print("  decode of the libpng-default file:        \(decodeDefaultTime)")

        try runComparison(pixels: pixels, width: width, height: height)
    }

    static func runComparison(pixels: [UInt8], width: Int, height: Int) throws {
        print("Bitmap comparison — \(width)×\(height), medians of \(runs) runs")
        let expected = Bitmap(width: width, height: height, pixels: pixels)
        // A separate buffer with the same bytes (not a copy-on-write alias of `pixels`).
        let equal = Bitmap(width: width, height: height, pixels: pixels.map { $0 })
        var result: ImageDiffMetrics?
        let equalTime = median { result = ImageDiff.compare(expected, equal) }
        print("  compare equal bitmaps:                    \(equalTime) (\(result.map { "\($0.differentPixels) pixels differ" } ?? ""))")

        // A changed region (a "button" 300×120 one shade darker) plus a few scattered single pixels.
        var changed = pixels
        for y in 1400..<1520 {
            for x in 400..<700 {
                let index = (y * width + x) * 4
                changed[index] &-= 1
            }
        }
        for k in 0..<50 {
            changed[((k * 7919) % (width * height)) * 4 + 1] ^= 0x40
        }
        let differing = Bitmap(width: width, height: height, pixels: changed)
        let differTime = median { result = ImageDiff.compare(expected, differing) }
        print(
            "  compare differing bitmaps:                \(differTime) (\(result.map { "\($0.differentPixels) pixels differ, largest channel difference \($0.maxChannelDifference)" } ?? ""))"
        )
        let diffImageTime = median { _ = ImageDiff.compareWithIndexedDiffImage(expected, differing) }
        print("  diff image:                               \(diffImageTime)")
    }

    static func describe(_ options: PNGEncodingOptions) -> String {
        "filter \(options.filter), zlib level \(options.zlibLevel), RGB when opaque"
    }

    static func kb(_ bytes: Int) -> String { "\(bytes) bytes (\(String(format: "%.1f", Double(bytes) / 1024)) KB)" }

    static func ms(_ value: Double) -> String { String(format: "%.2f", value) }

    /// A median and the fastest run, in milliseconds.
    struct Timing: CustomStringConvertible {
        var median: Double
        var minimum: Double
        var description: String { "\(ms(median)) ms (min \(ms(minimum)))" }
    }

    /// Runs `body` once to warm up, then `runs` times; returns the median and minimum in milliseconds.
    static func median(runs: Int = PNGBenchmarks.runs, _ body: () throws -> Void) rethrows -> Timing {
        try body()
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let elapsed = try clock.measure { try body() }
            samples.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
        }
        samples.sort()
        let middle = samples.count % 2 == 1 ? samples[samples.count / 2] : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
        return Timing(median: middle, minimum: samples.first ?? middle)
    }
}
