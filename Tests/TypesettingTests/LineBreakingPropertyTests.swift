import Foundation
import Testing
@testable import Typesetting

/// SplitMix64: a tiny seeded generator so failures reproduce from the printed seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct LineBreakingPropertyTests {
    static let pieces = [
        "the", "punchline", "often", "arrives", "before", "set-up.", "UDP", "jokes?", "Supercalifragilistic",
        "🤔", "👨‍👩‍👧‍👦", "日本語のテキスト", "e\u{301}", "ffi", "AV", "a", "—", "10\u{00A0}km", "⤵",
    ]
    static let separators = [" ", " ", " ", "  ", "\n", "-"]

    static func randomText(_ random: inout SplitMix64) -> String {
        var text = ""
        for index in 0..<Int.random(in: 1...14, using: &random) {
            if index > 0 { text += separators.randomElement(using: &random) ?? " " }
            text += pieces.randomElement(using: &random) ?? "a"
        }
        return text
    }

    static func visible(_ string: String) -> String {
        String(string.unicodeScalars.filter { !$0.properties.isWhitespace || $0 == "\u{00A0}" }.map(Character.init))
    }

    @Test(arguments: 0..<150)
    func wrappedLinesFitAndKeepEveryCharacter(seed: Int) throws {
        var random = SplitMix64(state: UInt64(seed))
        let text = Self.randomText(&random)
        let width = CGFloat(Double.random(in: 8...320, using: &random))
        let engine = TypesettingEngine.shared
        let attributed = AttributedText(text, font: .body)
        let layout = try engine.layout(attributed, width: width)
        let context = "seed \(seed), width \(width), text \(text.debugDescription)"

        for line in layout.lines where line.width > width + 1e-6 {
            // Only a single character wider than the line may overflow.
            #expect(line.characterRange.count == 1, "line \(line.text.debugDescription) too wide; \(context)")
        }
        #expect(Self.visible(layout.lines.map(\.text).joined()) == Self.visible(text), "\(context)")
        #expect(layout.size.width == (layout.lines.map(\.width).max() ?? 0), "\(context)")
        // Placing at the measured width reproduces the same lines (unless a lone character
        // overflowed the proposal: then the measured width is wider and more fits).
        if layout.size.width <= width {
            let again = try engine.layout(attributed, width: layout.size.width)
            #expect(again.lines.map(\.text) == layout.lines.map(\.text), "\(context)")
        }
        // Deterministic: a fresh engine gives an identical layout (face ids are process-wide).
        #expect(try TypesettingEngine().layout(attributed, width: width) == layout, "\(context)")
    }

    @Test(arguments: 0..<60)
    func truncatedLinesFit(seed: Int) throws {
        var random = SplitMix64(state: UInt64(seed) &+ 10_000)
        let text = Self.randomText(&random)
        let width = CGFloat(Double.random(in: 40...320, using: &random))
        let mode = TruncationMode.allCases.randomElement(using: &random) ?? .tail
        let limit = Int.random(in: 1...3, using: &random)
        let layout = try TypesettingEngine.shared.layout(
            AttributedText(text, font: .body), options: TextLayoutOptions(lineLimit: limit, truncationMode: mode),
            width: width)
        let context = "seed \(seed), width \(width), mode \(mode), limit \(limit), text \(text.debugDescription)"
        #expect(layout.lines.count <= limit, "\(context)")
        for line in layout.lines where line.isTruncated {
            #expect(line.text.contains("…"), "\(context)")
            #expect(line.width <= width + 1e-6, "\(context)")
        }
    }
}
