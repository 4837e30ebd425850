import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing
import Typesetting

/// Lays `view` out with the real (Typesetting) text measurer.
@MainActor func typeset<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) throws -> LaidOutView {
    try LayoutInspector.layout(view, in: ProposedViewSize(width: width, height: height))
}

/// The Text nodes of a layout, in order.
func textNodes(_ layout: LaidOutView) -> [LaidOutNode] {
    layout.nodes.filter { $0.name == "Text" }
}

/// The line count a Text node reports.
func lineCount(_ node: LaidOutNode) -> Int? {
    node.attributes.first { $0.hasPrefix("lines: ") }.flatMap { Int($0.dropFirst(7)) }
}

@MainActor @Suite struct TextLayoutTests {
    let body = try! TypesettingEngine.shared.lineMetrics(for: .body)

    @Test func idealSizeIsOneLineOfBody17() throws {
        let ideal = try typeset(Text("Hello, world")).size
        #expect(ideal.width > 50 && ideal.width < 200)
        #expect(abs(ideal.height - body.lineHeight) < 0.001)
        // A proposal at least as wide as the ideal gives the ideal.
        #expect(try typeset(Text("Hello, world"), width: ideal.width + 100).size == ideal)
        #expect(try typeset(Text("Hello, world"), width: .infinity).size == ideal)
    }

    @Test func narrowerProposalWrapsAndNeverExceedsIt() throws {
        let text = "The punchline often arrives before the set-up."
        let ideal = try typeset(Text(text)).size
        for width in stride(from: CGFloat(60), to: ideal.width, by: 37) {
            let size = try typeset(Text(text), width: width).size
            #expect(size.width <= width, "width \(width) gave \(size)")
            #expect(size.height >= 2 * body.lineHeight - 0.001, "width \(width) gave \(size)")
        }
    }

    @Test func heightBelowOneLineStillGivesOneLineAndZeroGivesZero() throws {
        let size = try typeset(Text("Hello"), width: 200, height: 3).size
        #expect(abs(size.height - body.lineHeight) < 0.001)
        #expect(try typeset(Text("Hello"), width: 0).size == .zero)
        #expect(try typeset(Text("Hello"), width: 100, height: 0).size == .zero)
    }

    @Test func concatenationKeepsEachPartsStyle() throws {
        let plain = try typeset(Text("abcd")).size
        #expect(try typeset(Text("ab") + Text("cd")).size == plain)
        let boldPart = try typeset(Text("ab").bold() + Text("cd")).size
        #expect(boldPart.width > plain.width)
        let bigPart = try typeset(Text("ab").font(.largeTitle) + Text("cd")).size
        #expect(bigPart.height > plain.height)
    }

    @Test func fontsAndTextStylesSetTheSize() throws {
        let title = try TypesettingEngine.shared.lineMetrics(for: .largeTitle)
        #expect(abs(try typeset(Text("A").font(.largeTitle)).size.height - title.lineHeight) < 0.001)
        #expect(abs(try typeset(Text("A").font(.system(size: 34))).size.height - title.lineHeight) < 0.001)
        // The view modifier sets the environment font for every text inside.
        let inVStack = try typeset(VStack { Text("A") }.font(.largeTitle)).size
        #expect(abs(inVStack.height - title.lineHeight) < 0.001)
        // The Text's own font wins over the environment's.
        let own = try typeset(VStack { Text("A").font(.body) }.font(.largeTitle)).size
        #expect(abs(own.height - body.lineHeight) < 0.001)
    }

    @Test func lineLimitTruncates() throws {
        let long = String(repeating: "word ", count: 40)
        let limited = try typeset(Text(long).lineLimit(2), width: 120)
        #expect(lineCount(textNodes(limited)[0]) == 2)
        #expect(abs(limited.size.height - 2 * body.lineHeight) < 0.001)
    }

    @Test func standInMeasurerStaysAvailable() throws {
        let size = try typeset(Text("aaa bb").environment(\.textMeasurer, StandInTextMeasurer()), width: 32).size
        #expect(size == CGSize(width: 24, height: 32))
    }

    /// Text–text distance in stacks: kept at the default 8 points (SwiftUI derives it from font metrics, which
    /// are not reproducible without Apple's fonts; 8 matches body text to within a point).
    @Test func textToTextSpacingInAVStackIsEight() throws {
        let layout = try typeset(
            VStack {
                Text("a")
                Text("b")
            })
        let texts = textNodes(layout)
        #expect(abs(texts[1].frame.minY - texts[0].frame.maxY - 8) < 0.001)
    }

    @Test func firstTextBaselineAlignsBaselinesOfDifferentSizes() throws {
        let title = try TypesettingEngine.shared.lineMetrics(for: .largeTitle)
        let layout = try typeset(
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle)
                Text("small")
            })
        let texts = textNodes(layout)
        #expect(abs((texts[0].frame.minY + title.ascent) - (texts[1].frame.minY + body.ascent)) < 0.001)
    }

    @Test func lastTextBaselineComesFromAStacksLastText() throws {
        let layout = try typeset(
            HStack(alignment: .lastTextBaseline) {
                VStack {
                    Text("one")
                    Text("two").font(.largeTitle)
                }
                Text("x")
            })
        let texts = textNodes(layout)
        let title = try TypesettingEngine.shared.lineMetrics(for: .largeTitle)
        #expect(abs((texts[1].frame.minY + title.ascent) - (texts[2].frame.minY + body.ascent)) < 0.001)
    }

    /// The seed article's joke, centred in a 262-wide column (390 - 2 × 64) of height 180.
    @Test func jokeStringsAreCentredInTheColumn() throws {
        let view = VStack {
            Text("The punchline often arrives before the set-up.")
            Text("⤵️")
            Text("Do you know the problem with UDP jokes?")
        }
        .multilineTextAlignment(.center)
        .frame(height: 180)
        .padding(.horizontal, 64)
        let layout = try typeset(view, width: 390, height: 844)
        // The column is as wide as its widest text (≤ 262) plus the padding; the host would centre it in 390.
        #expect(layout.size.height == 180)
        #expect(layout.size.width <= 390 && layout.size.width > 300)
        let texts = textNodes(layout)
        try #require(texts.count == 3)
        for text in texts {
            #expect(text.frame.width <= 262)
            #expect(abs(text.frame.midX - layout.size.width / 2) < 0.001, "\(text.line)")
        }
        #expect(texts.map(lineCount) == [2, 1, 2])
        // The three texts are stacked 8 apart and centred vertically in the 180-tall frame.
        let top = texts[0].frame.minY, bottom = texts[2].frame.maxY
        #expect(abs((top + bottom) / 2 - 90) < 0.001)
        #expect(abs(texts[1].frame.minY - texts[0].frame.maxY - 8) < 0.001)
    }
}

@MainActor @Suite struct TextSizingPropertyTests {
    /// Random words and widths (seeded): the size never exceeds the proposal unless one glyph alone is wider,
    /// is at least one line tall, and (when it fits) re-measuring at the returned width gives the same size (a stable
    /// fixed point, so a parent that proposes the measured width gets the same line breaks).
    @Test func sizeIsWithinTheProposalAndStable() throws {
        let seed: UInt64 = 0x5EED_7E47
        var rng = SplitMix64(seed: seed)
        let words = ["a", "of", "the", "punchline", "arrives", "WWWWWW", "UDP", "jokes?", "set-up.", "⤵️", "😀", "lllll", "x"]
        let lineHeight = try TypesettingEngine.shared.lineMetrics(for: .body).lineHeight
        for _ in 0..<60 {
            let count = Int.random(in: 1...12, using: &rng)
            let string = (0..<count).map { _ in words[Int.random(in: 0..<words.count, using: &rng)] }.joined(separator: " ")
            let width = CGFloat(Int.random(in: 1...400, using: &rng))
            let size = try typeset(Text(string), width: width).size
            let widestGlyph: CGFloat = 34  // "W" or an emoji at 17 pt is narrower than this
            #expect(size.width <= max(width, widestGlyph), "seed \(seed): \"\(string)\" in \(width) gave \(size)")
            #expect(size.height >= lineHeight - 0.001, "seed \(seed): \"\(string)\" in \(width) gave \(size)")
            guard size.width <= width else { continue }  // a glyph wider than the line: breaks differ at other widths
            let again = try typeset(Text(string), width: size.width).size
            #expect(again == size, "seed \(seed): \"\(string)\" at its own width \(size.width) gave \(again)")
        }
    }
}

@MainActor @Suite struct TextBaselinePropagationTests {
    /// Baselines pass through padding, frames and backgrounds, offset by where the text sits inside them.
    @Test func baselinesPassThroughModifiers() throws {
        let body = try TypesettingEngine.shared.lineMetrics(for: .body)
        let layout = try typeset(
            HStack(alignment: .firstTextBaseline) {
                Text("padded").padding(10)
                Text("framed").frame(height: 60)
                Text("plain").background(Color.yellow)
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box")
            })
        let texts = textNodes(layout)
        let baselines = texts.map { $0.frame.minY + body.ascent }
        #expect(baselines.allSatisfy { abs($0 - baselines[0]) < 0.001 }, "\(baselines)")
        // A view without text aligns its bottom edge with the baseline.
        #expect(abs(try layout.frame(of: "box").maxY - baselines[0]) < 0.001)
    }
}
