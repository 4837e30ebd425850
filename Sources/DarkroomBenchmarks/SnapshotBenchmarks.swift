import Darkroom
import Foundation
import JokesApp
import PNG

/// Snapshot verification end to end on the jokes screen at iPhone 13 Pro size (1170×2532):
///
/// - a matching snapshot through `verifySnapshot` (render + read and decode the reference +
///   compare), against the floor measured in the same run: render + libpng decode + `memcmp`
///   (target ratio ≤ 1.3), and the same verify through `UIHostingController` (target ≤ 1.02 of the view's);
/// - a mismatching snapshot with every artifact written (actual, reference copy, diff, manifest;
///   target ≤ 2 × the matching verify of the same run).
///
/// References and artifacts go to a temporary directory, removed at the end.
@MainActor
func runSnapshotBenchmarks() {
    do {
        try SnapshotBenchmarks.run()
    } catch {
        print("Snapshot benchmarks failed: \(error)")
    }
}

@MainActor
private enum SnapshotBenchmarks {
    static let runs = 15

    static func run() throws {
        let root = NSTemporaryDirectory() + "darkroom-snapshot-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let snapshots = root + "/snapshots", artifacts = root + "/artifacts"
        try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
        setenv("SNAPSHOT_ARTIFACTS", artifacts, 1)

        let strategy = Snapshotting<JokeView, Bitmap>.image(on: .iPhone13Pro)
        let view = JokeViewPreviewProvider.jokeView
        let changed = JokeViewPreviewProvider.loadingView

        // Record the reference once.
        _ = verifySnapshot(of: view, as: strategy, named: "screen", record: .all, snapshotDirectory: snapshots, testName: "bench")
        let reference = snapshots + "/bench.screen.png"
        guard FileManager.default.fileExists(atPath: reference) else {
            print("Snapshot benchmarks: the reference was not recorded at \(reference)")
            return
        }
        print("Snapshot — jokes screen on iPhone 13 Pro (1170×2532), medians of \(runs) runs (wall / CPU)")

        func render(_ value: JokeView) throws -> Bitmap {
            var bitmap: Bitmap?
            try strategy.snapshot(value).run { bitmap = $0 }
            return bitmap ?? Bitmap(width: 1, height: 1)
        }

        let renderOnly = try median { _ = try render(view) }
        print("  render only:                                   \(format(renderOnly))")
        let changedRender = try median { _ = try render(changed) }
        print("  render only, the changed (mismatching) screen: \(format(changedRender))")

        var baselineEqual = false
        let baseline = try median {
            let actual = try render(view)
            let decoded = try PNGDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: reference)))
            baselineEqual =
                decoded.rgba.count == actual.pixels.count
                && decoded.rgba.withUnsafeBytes { a in
                    actual.pixels.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
                }
        }
        print("  floor: render + libpng decode + memcmp:        \(format(baseline))\(baselineEqual ? "" : "  (NOT EQUAL)")")

        var matchMessage: String?
        let matching = try median {
            matchMessage = verifySnapshot(of: view, as: strategy, named: "screen", record: .never, snapshotDirectory: snapshots, testName: "bench")
        }
        let ratio = matching.wall / baseline.wall, cpuRatio = matching.cpu / baseline.cpu
        print(
            "  verifySnapshot, matching:                      \(format(matching))  ratio \(String(format: "%.2f", ratio)) wall, \(String(format: "%.2f", cpuRatio)) CPU (target ≤ 1.3)\(matchMessage == nil ? "" : "  (UNEXPECTED FAILURE)")"
        )

        // The same matching verify through a hosting controller (same reference: the bytes are the view's).
        let hosted = UIHostingController(rootView: view)
        let hostedStrategy = Snapshotting<UIViewController, UIImage>.image(on: .iPhone13Pro)
        var hostedMessage: String?
        let hostedMatching = try median {
            hostedMessage = verifySnapshot(of: hosted, as: hostedStrategy, named: "screen", record: .never, snapshotDirectory: snapshots, testName: "bench")
        }
        let hostedRatio = hostedMatching.wall / matching.wall, hostedCPURatio = hostedMatching.cpu / matching.cpu
        print(
            "  verifySnapshot, matching, UIHostingController: \(format(hostedMatching))  ÷ view \(String(format: "%.3f", hostedRatio)) wall, \(String(format: "%.3f", hostedCPURatio)) CPU (target ≤ 1.02)\(hostedMessage == nil ? "" : "  (UNEXPECTED FAILURE)")"
        )

        var mismatchMessage: String?
        let mismatch = try median {
            mismatchMessage = verifySnapshot(of: changed, as: strategy, named: "screen", record: .never, snapshotDirectory: snapshots, testName: "bench")
        }
        let written = (try? FileManager.default.subpathsOfDirectory(atPath: artifacts).filter { $0.contains("bench.screen.") }.count) ?? 0
        print("  verifySnapshot, mismatch + artifacts written:  \(format(mismatch)), \(written) artifact files \(mismatchMessage == nil ? "  (UNEXPECTEDLY PASSED)" : "")")
        let mismatchRatio = mismatch.wall / matching.wall, mismatchCPURatio = mismatch.cpu / matching.cpu
        print("  mismatch ÷ matching (same run):                \(String(format: "%.2f", mismatchRatio)) wall, \(String(format: "%.2f", mismatchCPURatio)) CPU (target ≤ 2)")
        let mismatchExtra = (mismatch.wall - changedRender.wall, mismatch.cpu - changedRender.cpu)
        print("  of which beyond rendering:                     \(format(mismatchExtra))")

        // The failure's parts, one by one.
        let expected = try render(view), actual = try render(changed)
        let diffParts = try median { _ = ImageDiff.compareWithIndexedDiffImage(expected, actual, options: ImageDiffOptions()) }
        print("    metrics + diff image (indexed):              \(format(diffParts))")
        let difference = ImageDiff.compareWithIndexedDiffImage(expected, actual, options: ImageDiffOptions()).diffImage
        let artifactOptions = PNGEncodingOptions(filter: .none, zlibLevel: 1, memoryLevel: 6)
        let diffOptions = PNGEncodingOptions(filter: .none, zlibLevel: 1, strategy: .rle)
        let actualEncode = try median { _ = try actual.pngData() }
        print("    encode the actual (reference settings):      \(format(actualEncode))")
        let actualArtifactEncode = try median { _ = try PNGEncoder.encode(rgba: actual.pixels, width: actual.width, height: actual.height, options: artifactOptions) }
        print("    encode the actual (artifact settings):       \(format(actualArtifactEncode))")
        let diffEncode = try median { _ = try difference.pngData(options: diffOptions) }
        print("    encode the diff image (indexed colour):      \(format(diffEncode))")
    }

    static func cpuSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Median wall and CPU seconds of `runs` runs after one warm-up run.
    static func median(_ body: () throws -> Void) throws -> (wall: Double, cpu: Double) {
        try body()
        var walls: [Double] = [], cpus: [Double] = []
        for _ in 0..<runs {
            let w0 = DispatchTime.now().uptimeNanoseconds, c0 = cpuSeconds()
            try body()
            cpus.append(cpuSeconds() - c0)
            walls.append(Double(DispatchTime.now().uptimeNanoseconds - w0) / 1e9)
        }
        walls.sort()
        cpus.sort()
        return (walls[runs / 2], cpus[runs / 2])
    }

    static func format(_ t: (wall: Double, cpu: Double)) -> String {
        String(format: "%6.1f ms / %6.1f ms", t.wall * 1000, t.cpu * 1000)
    }
}
