import DarkroomUI
import Foundation

/// The first text render in a process: finding the font bundle, reading and SHA-256-checking the font files, shaping
/// and drawing. Each sample is a fresh child process (this executable with `DARKROOM_BENCH_FIRST_TEXT` set) that
/// times its first `ImageRenderer` render of a `Text`; prints the median of 11 per variant.
@MainActor func runFirstTextBenchmarks() {
    guard let executable = Bundle.main.executableURL else {
        print("firsttext: cannot find this executable's path; skipped")
        return
    }
    for (variant, budget) in [("plain", 30.0), ("emoji", 0)] {
        var samples: [Double] = []
        for _ in 0..<11 {
            let process = Process()
            process.executableURL = executable
            var environment = ProcessInfo.processInfo.environment
            environment[firstTextVariable] = variant
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            do {
                try process.run()
            } catch {
                print("firsttext: could not start \(executable.path): \(error)")
                return
            }
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0, let value = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                print("firsttext: child failed (\(process.terminationStatus)): \(output)")
                return
            }
            samples.append(value)
        }
        samples.sort()
        let median = samples[samples.count / 2]
        let label =
            variant == "plain" ? "first Text render in a process (17 pt, bundled Inter)" : "first Text render with an emoji in a process (Inter + Noto Color Emoji, 11 MB checked)"
        let verdict = budget == 0 ? "" : (median <= budget ? " (budget \(Int(budget)) ms) ok" : " (budget \(Int(budget)) ms) OVER BUDGET")
        print(
            String(
                format: "firsttext: %@: median %.2f ms, min %.2f, max %.2f, 11 processes%@",
                label, median, samples[0], samples[samples.count - 1], verdict))
    }
}

/// The environment variable that makes this executable a `firsttext` child.
let firstTextVariable = "DARKROOM_BENCH_FIRST_TEXT"

/// In a child process: renders one text view and prints how long that took in milliseconds.
@MainActor func runFirstTextChild(_ variant: String) -> Never {
    let text = variant == "emoji" ? "Making up a joke 🤭" : "Making up a joke"
    let start = DispatchTime.now().uptimeNanoseconds
    do {
        let renderer = ImageRenderer(content: Text(text).padding())
        renderer.scale = 3
        _ = try renderer.render()
    } catch {
        print("error: \(error)")
        exit(1)
    }
    print(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    exit(0)
}
