import Foundation
import Testing
@testable import Typesetting

@Suite struct ShapingTests {
    let engine = TypesettingEngine()

    func glyphs(_ string: String, font: FontDescriptor = .body) throws -> [PositionedGlyph] {
        try engine.layout(AttributedText(string, font: font)).glyphs
    }

    func width(_ string: String, font: FontDescriptor = .body) throws -> CGFloat {
        try engine.measure(AttributedText(string, font: font)).width
    }

    @Test func kerningTightensAV() throws {
        let pair = try width("AV")
        let apart = try width("A") + width("V")
        #expect(pair < apart - 0.5, "AV \(pair) should be kerned tighter than A + V \(apart)")
    }

    /// DejaVu Sans has the standard f-ligatures (Inter, the system font, has none).
    let dejaVu = FontDescriptor.custom("DejaVu Sans", size: 17)

    @Test func ligaturesFormOneGlyph() throws {
        #expect(try glyphs("ffi", font: dejaVu).count == 1)
        #expect(try glyphs("fi", font: dejaVu).count == 1)
        #expect(try glyphs("fl", font: dejaVu).count == 1)
        // Glyph id differs from a plain "f".
        #expect(try glyphs("fi", font: dejaVu)[0].glyphID != glyphs("f", font: dejaVu)[0].glyphID)
    }

    /// Each face remembers which glyph a character has (FreeType's cmap lookup is as costly as shaping it). A paragraph
    /// shaped by an engine whose faces already looked its characters up, in another text, gets the same faces and
    /// glyphs as one shaped by a fresh engine: Latin, Greek, Cyrillic, arrows DejaVu draws, CJK, emoji, a
    /// mathematical letter, a private-use character no face has.
    @Test func rememberedGlyphsMatchAFreshEngines() throws {
        let mixed = "Año Ωж → ⤵ ‰ 中文 😀 𝔸 \u{E000} fi"
        _ = try glyphs(String(mixed.reversed()))
        let warmed = try glyphs(mixed)
        let fresh = try TypesettingEngine().layout(AttributedText(mixed, font: .body)).glyphs
        #expect(warmed.map(\.glyphID) == fresh.map(\.glyphID))
        #expect(warmed.map(\.face) == fresh.map(\.face))
        #expect(Set(warmed.map(\.face)).count >= 4, "Inter, DejaVu, Noto Sans CJK and Noto Color Emoji")
    }

    @Test func emojiFamilyIsOneColourGlyph() throws {
        let layout = try engine.layout(AttributedText("👨‍👩‍👧‍👦", font: .body))
        #expect(layout.glyphs.count == 1)
        #expect(layout.glyphs.allSatisfy { $0.isColor })
        #expect(layout.glyphs[0].glyphID != 0)
        #expect(layout.fontFiles.map { $0.name } == ["NotoColorEmoji.ttf"])
        #expect(layout.missingCharacters.isEmpty)
    }

    @Test(arguments: ["👍🏽", "🇫🇷", "1️⃣", "❤️", "🏳️‍🌈", "👩🏽‍💻"])
    func emojiSequencesAreOneGlyph(_ sequence: String) throws {
        let shaped = try glyphs(sequence)
        #expect(shaped.count == 1, "\(sequence) gave \(shaped.count) glyphs")
        #expect(shaped.allSatisfy { $0.isColor && $0.glyphID != 0 })
    }

    @Test func textPresentationStaysInTextFont() throws {
        // U+2764 without VS16 is text presentation; DejaVu Sans (after Inter) has it.
        let heart = try engine.layout(AttributedText("\u{2764}", font: .body))
        #expect(heart.glyphs.count == 1)
        #expect(!heart.glyphs[0].isColor)
        // Digits are "emoji" characters but never emoji presentation.
        #expect(try glyphs("1").allSatisfy { !$0.isColor })
    }

    @Test func combiningAccentsShareTheBaseCluster() throws {
        // DejaVu composes e + U+0301 into é: one cluster either way.
        let composed = try glyphs("e\u{301}x", font: dejaVu)
        #expect(composed.filter { $0.characterIndex == 0 }.count >= 1)
        #expect(composed.last?.characterIndex == 1)
        // q + U+0301 has no precomposed form: two glyphs, the mark positioned over the base.
        let stacked = try glyphs("q\u{301}", font: dejaVu)
        #expect(stacked.count == 2)
        #expect(stacked.allSatisfy { $0.characterIndex == 0 })
        let advance = try width("q", font: dejaVu)
        #expect(abs(stacked[1].position.x - stacked[0].position.x) < advance)
        #expect(try width("q\u{301}", font: dejaVu) == advance)
        // In the system font the mark adds no width either (the cluster is tracked once).
        #expect(try width("q\u{301}") == (try width("q")))
    }

    @Test func fallbackFindsSymbolsInLaterFonts() throws {
        // ⤵ (U+2935) is neither in Inter nor in DejaVu Sans; DejaVu Serif has it.
        let layout = try engine.layout(AttributedText("a⤵", font: .body))
        #expect(layout.missingCharacters.isEmpty)
        #expect(layout.glyphs.allSatisfy { $0.glyphID != 0 })
        let files = layout.fontFiles.map { $0.name }
        #expect(files == ["DejaVuSerif.ttf", "InterVariable.ttf wght=400 opsz=28"])  // sorted by path, all in the font bundle
        // The emoji form (VS16) comes from the emoji font.
        let emoji = try engine.layout(AttributedText("⤵️", font: .body))
        #expect(emoji.glyphs.count == 1 && emoji.glyphs[0].isColor)
    }

    @Test func concatenatedRunsKeepTheirAttributes() throws {
        let red = TextColor(red: 1, green: 0, blue: 0)
        let text =
            AttributedText("Hello ", font: .body)
            + AttributedText("World", attributes: TextAttributes(font: .body.bold(), foregroundColor: red))
        let layout = try engine.layout(text)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].text == "Hello World")
        let runs = Set(layout.glyphs.map(\.runIndex))
        #expect(runs == [0, 1])
        #expect(layout.runColors == [nil, red])
        let files = layout.fontFiles.map { $0.name }
        #expect(files == ["InterVariable.ttf wght=400 opsz=28", "InterVariable.ttf wght=700 opsz=28"])
    }

    @Test func kerningCrossesColourRuns() throws {
        let red = TextAttributes(font: .body, foregroundColor: TextColor(red: 1, green: 0, blue: 0))
        let split = try engine.layout(AttributedText("A", attributes: red) + AttributedText("V", font: .body))
        #expect(split.size.width == (try width("AV")))
        #expect(split.glyphs.map(\.runIndex) == [0, 1])
    }

    @Test func trackingWidensText() throws {
        let plain = try engine.measure(AttributedText("abc", font: .body)).width
        let tracked = try engine.measure(
            AttributedText("abc", attributes: TextAttributes(font: .body, tracking: 2))
        ).width
        #expect(abs(tracked - plain - 6) < 1e-9)
    }

    @Test func trackingBreaksLigaturesKerningKeepsThem() throws {
        let tracked = try engine.layout(AttributedText("fi", attributes: TextAttributes(font: dejaVu, tracking: 3)))
        #expect(tracked.glyphs.count == 2)
        let kerned = try engine.layout(AttributedText("fi", attributes: TextAttributes(font: dejaVu, kerning: 3)))
        #expect(kerned.glyphs.count == 1)
        // The ligature gets the extra space once.
        #expect(abs(kerned.size.width - (try width("fi", font: dejaVu)) - 3) < 1e-9)
    }

    @Test func sizeScalesLinearly() throws {
        let small = try width("Hello", font: .custom("Inter", size: 10))
        let large = try width("Hello", font: .custom("Inter", size: 20))
        #expect(abs(large - 2 * small) < 1e-9)
    }

    /// Inter's digits are proportional (as SF Pro's); `monospacedDigit()` turns on its tabular figures.
    @Test func monospacedDigitsHaveEqualAdvances() throws {
        let font = FontDescriptor.custom("Inter", size: 17)
        #expect(try width("1111", font: font) < width("0000", font: font) - 1)
        let tabular = font.monospacedDigit()
        #expect(try width("1111", font: tabular) == width("0000", font: tabular))
        #expect(abs(try width("1234567890", font: tabular) - 10 * width("0", font: tabular)) < 1e-9)
        // Letters keep their widths.
        #expect(try width("Settings", font: tabular) == width("Settings", font: font))
        // The system font at display sizes too (Inter 4.1's tabular figures are equal at every optical size).
        let title = FontDescriptor.largeTitle.monospacedDigit()
        #expect(try width("1111", font: title) == width("8888", font: title))
        #expect(try engine.fontFiles(for: title).first.map { $0.name } == "InterVariable.ttf wght=400 opsz=32")
    }

    /// The system font takes its tracking per size (SF Pro's HIG table plus the measured correction, in
    /// 1/1000 em; docs/FIDELITY.md, "Text widths"): −26 at 17 pt (−0.442 pt per character), 0 at 12 pt, +12 at
    /// 10 pt, and at the Display optical size +9 at 28 pt, +7 at 34 pt, −5 from 78 pt. Inter under its own name
    /// (the same optical size: 28 up to 17 pt, 32 from 28 pt) is untracked.
    @Test(arguments: [
        (17.0, "Inter", -0.442), (12.0, "Inter", 0), (10.0, "Inter", 0.12), (11.5, "Inter", 0.069),
        (28.0, "Inter Display", 0.252), (34.0, "Inter Display", 0.238), (100.0, "Inter Display", -0.5),
    ])
    func systemFontTakesSFProTracking(_ size: Double, _ family: String, _ perCharacter: Double) throws {
        let system = try width("Hello", font: .system(size: size))
        let untracked = try width("Hello", font: .custom(family, size: size))
        #expect(abs(system - untracked - 5 * perCharacter) < 1e-9)
        // Emoji from the fallback face are not tracked; spaces are.
        #expect(
            abs(
                try width("a 👍", font: .system(size: size)) - width("a 👍", font: .custom(family, size: size))
                    - 2 * perCharacter) < 1e-9)
    }
}
