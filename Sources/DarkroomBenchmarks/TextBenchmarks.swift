import Foundation
import Typesetting

/// Typesetting benchmarks: shaping + line layout of a 200-word paragraph, and rasterizing the
/// glyphs of a 390×844 screen with 40 lines of text at scale 3. Prints medians.
func runTextBenchmarks() {
    let words = [
        "the", "punchline", "often", "arrives", "before", "set-up", "jokes", "about", "UDP", "you",
        "might", "not", "get", "them", "darkroom", "renders", "snapshot", "pixels", "every", "time",
    ]
    var generator = TextBenchmarkRandom(seed: 42)
    let paragraph = (0..<200).map { _ in words[generator.next(below: words.count)] }.joined(separator: " ")
    let engine = TypesettingEngine()
    let options = TextLayoutOptions(alignment: .leading)

    func median(_ label: String, budget: Double, iterations: Int, _ body: (Int) throws -> Void) rethrows {
        var samples: [Double] = []
        for iteration in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            try body(iteration)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        samples.sort()
        let middle = samples[samples.count / 2]
        let verdict = middle <= budget ? "ok" : "OVER BUDGET"
        print(String(format: "text: %@: median %.3f ms (budget %.1f ms, %d runs) %@", label, middle, budget, iterations, verdict))
    }

    do {
        // Warm the font files and glyph outlines.
        _ = try engine.layout(AttributedText(paragraph, font: .body), options: options, width: 358)

        // Each iteration shapes a new paragraph (the trailing number defeats the paragraph cache).
        try median("shape + lay out 200-word paragraph @17pt", budget: 2, iterations: 200) { iteration in
            let text = AttributedText(paragraph + " \(iteration)", font: .body)
            _ = try engine.layout(text, options: options, width: 358)
        }
        try median("re-lay out cached 200-word paragraph @17pt", budget: 2, iterations: 200) { _ in
            _ = try engine.layout(AttributedText(paragraph, font: .body), options: options, width: 300)
        }

        // A 390×844 screen: 40 lines of 17 pt text, 20 pt apart, 16 pt margins; every fifth
        // line ends with an emoji (colour bitmap, area-averaged from the 136 px strike).
        let emoji = ["🤔", "😀", "👍🏽", "🇯🇵", "👨‍👩‍👧‍👦", "❤️", "🎉", "🚀"]
        let lines = (0..<40).map { index in
            try? engine.layout(
                AttributedText(
                    "Line \(index + 1): "
                        + words.shuffledDeterministically(seed: UInt64(index)).prefix(5)
                        .joined(separator: " ") + (index % 5 == 4 ? " " + emoji[index / 5] : ""), font: .body),
                options: TextLayoutOptions(lineLimit: 1), width: 358)
        }.compactMap { $0 }
        func renderScreen() -> Int {
            var glyphs = 0
            for (index, layout) in lines.enumerated() {
                glyphs += engine.render(layout, at: CGPoint(x: 16, y: 10 + CGFloat(index) * 20.75), scale: 3).glyphs.count
            }
            return glyphs
        }
        engine.clearCaches()
        median("rasterize 40-line screen @3x, cold glyph cache", budget: 25, iterations: 15) { _ in
            engine.clearCaches()
            _ = renderScreen()
        }
        _ = renderScreen()
        median("rasterize 40-line screen @3x, warm glyph cache", budget: 25, iterations: 100) { _ in
            _ = renderScreen()
        }
    } catch {
        print("text: benchmark failed: \(error)")
    }
}

/// SplitMix64, so the benchmark text is the same on every run.
struct TextBenchmarkRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

extension Array {
    fileprivate func shuffledDeterministically(seed: UInt64) -> [Element] {
        var copy = self
        var random = TextBenchmarkRandom(seed: seed)
        for index in stride(from: copy.count - 1, to: 0, by: -1) {
            copy.swapAt(index, random.next(below: index + 1))
        }
        return copy
    }
}
