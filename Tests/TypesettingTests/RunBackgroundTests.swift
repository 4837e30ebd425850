import Foundation
import Testing
@testable import Typesetting

/// Run backgrounds (an attributed run's `backgroundColor`): one rectangle per line piece, from the line's top to
/// its bottom and from the run's first to its last advance, as TextKit fills behind a run.
@Suite struct RunBackgroundTests {
    let engine = TypesettingEngine()
    let yellow = TextColor(red: 1, green: 0.8, blue: 0)
    let green = TextColor(red: 0.2, green: 0.8, blue: 0.3)

    func run(_ string: String, _ background: TextColor? = nil) -> TextRun {
        TextRun(string, attributes: TextAttributes(font: .body, backgroundColor: background))
    }

    /// Every glyph of a highlighted run starts inside one of the line's rectangles, and no other glyph does.
    func expectRectanglesCoverExactlyTheHighlightedGlyphs(
        _ layout: TextLayout, highlighted: Set<Int>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for line in layout.lines {
            for glyph in line.glyphs {
                let inside = line.backgrounds.contains {
                    glyph.position.x >= $0.rect.minX - 1e-6 && glyph.position.x < $0.rect.maxX - 1e-6
                }
                #expect(
                    inside == highlighted.contains(glyph.runIndex),
                    "glyph of run \(glyph.runIndex) at x \(glyph.position.x) on \"\(line.text)\"", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func aHighlightedWordSpansItsAdvancesAndTheLineHeight() throws {
        let layout = try engine.layout(AttributedText(runs: [run("Search for "), run("coffee", yellow), run(" nearby")]))
        let line = try #require(layout.lines.first)
        #expect(line.backgrounds.count == 1)
        let box = line.backgrounds[0]
        #expect(box.color == yellow && box.runIndex == 1)
        #expect(box.rect.minY == line.origin.y && box.rect.height == line.height)
        let word = line.glyphs.filter { $0.runIndex == 1 }
        let next = try #require(line.glyphs.first { $0.runIndex == 2 })
        #expect(abs(box.rect.minX - (word.first?.position.x ?? -1)) < 1e-9)
        // The rectangle ends where the next run's pen starts (the advance of "e", tracking included).
        #expect(abs(box.rect.maxX - next.position.x) < 1e-9)
        expectRectanglesCoverExactlyTheHighlightedGlyphs(layout, highlighted: [1])
        // Nothing highlighted: no rectangles.
        #expect(try engine.layout(AttributedText("Search for coffee")).lines.allSatisfy { $0.backgrounds.isEmpty })
    }

    @Test func aWrappedRunGetsOneRectanglePerLine() throws {
        let text = AttributedText(runs: [
            run("Note: "), run("the store closes early on public holidays and Sundays", yellow), run(" this month."),
        ])
        let layout = try engine.layout(text, width: 170)
        // "Note: the store closes" / "early on public holidays" / "and Sundays this" / "month."
        #expect(layout.lines.count == 4)
        #expect(layout.lines.last?.backgrounds.isEmpty == true)
        let highlighted = layout.lines.dropLast()
        let boxes = highlighted.map(\.backgrounds)
        try #require(boxes.allSatisfy { $0.count == 1 }, "\(layout.lines.map(\.text)) \(boxes)")
        for (line, box) in zip(highlighted, boxes.map { $0[0] }) {
            #expect(box.rect.minY == line.origin.y && box.rect.maxY == line.origin.y + line.height)
            #expect(box.rect.maxX <= line.origin.x + line.width + 1e-9)
        }
        // The first band starts after "Note: "; the others at the line start; the middle one spans the whole line
        // (its trailing space hangs and is not filled); the last ends before " this".
        #expect(boxes[0][0].rect.minX > 0 && abs(boxes[0][0].rect.maxX - highlighted.first!.width) < 1e-9)
        #expect(boxes[1][0].rect.minX == 0 && abs(boxes[1][0].rect.width - layout.lines[1].width) < 1e-9)
        #expect(boxes[2][0].rect.minX == 0 && boxes[2][0].rect.maxX < layout.lines[2].width - 10)
        // Lines touch: the bands of consecutive lines meet without a gap or overlap.
        for (a, b) in zip(boxes.dropLast(), boxes.dropFirst()) { #expect(abs(a[0].rect.maxY - b[0].rect.minY) < 1e-9) }
        expectRectanglesCoverExactlyTheHighlightedGlyphs(layout, highlighted: [1])
    }

    @Test func neighbouringRunsOfOneColourMergeAndOthersAbut() throws {
        let same = try engine.layout(AttributedText(runs: [run("ab", yellow), run("cd", yellow)]))
        #expect(same.lines[0].backgrounds.count == 1)
        #expect(abs(same.lines[0].backgrounds[0].rect.width - same.size.width) < 1e-9)
        let two = try engine.layout(AttributedText(runs: [run("ab", yellow), run("cd", green)]))
        let boxes = two.lines[0].backgrounds
        #expect(boxes.map(\.color) == [yellow, green])
        #expect(boxes[0].rect.maxX == boxes[1].rect.minX)
    }

    @Test func rightToLeftRunsAreFilledWhereTheirGlyphsAre() throws {
        // A Hebrew word highlighted inside an English sentence: the word is drawn right to left, its rectangle spans it.
        let hebrew = try engine.layout(AttributedText(runs: [run("Say "), run("שלום עולם", yellow), run(" to her")]))
        #expect(hebrew.lines[0].backgrounds.count == 1)
        expectRectanglesCoverExactlyTheHighlightedGlyphs(hebrew, highlighted: [1])
        // A right-to-left paragraph: the highlighted word is the rightmost.
        let paragraph = try engine.layout(AttributedText(runs: [run("שלום", yellow), run(" עולם")]))
        let box = try #require(paragraph.lines[0].backgrounds.first)
        #expect(abs(box.rect.maxX - paragraph.size.width) < 1e-9 && box.rect.minX > 0)
        expectRectanglesCoverExactlyTheHighlightedGlyphs(paragraph, highlighted: [0])
        // Mixed: "abc " + "שלום" highlighted, then "עולם def" — bidi puts "עולם" between the two highlighted pieces.
        let mixed = try engine.layout(AttributedText(runs: [run("abc שלום", yellow), run(" עולם def")]))
        #expect(mixed.lines[0].backgrounds.count == 2)
        expectRectanglesCoverExactlyTheHighlightedGlyphs(mixed, highlighted: [0])
        // Trailing alignment moves the rectangles with the glyphs.
        let trailing = try engine.layout(
            AttributedText(runs: [run("Say "), run("שלום", yellow), run("\nto her today")]),
            options: TextLayoutOptions(alignment: .trailing))
        #expect(trailing.lines[0].origin.x > 0)
        expectRectanglesCoverExactlyTheHighlightedGlyphs(trailing, highlighted: [1])
    }

    @Test func arabicKeepsItsJoiningAndMixedRunsStayOnePiece() throws {
        // Highlighting letters inside an Arabic word does not break the word's joining: the same glyphs are drawn.
        let word = "مرحبا"
        let plain = try engine.layout(AttributedText(word, font: .body))
        let split = try engine.layout(AttributedText(runs: [run("مر"), run("حب", yellow), run("ا")]))
        #expect(split.glyphs.map(\.glyphID) == plain.glyphs.map(\.glyphID))
        #expect(split.lines[0].backgrounds.count == 1)
        expectRectanglesCoverExactlyTheHighlightedGlyphs(split, highlighted: [1])
        // A highlighted Hebrew price with Latin digits inside (bidi levels 1 and 2): one rectangle over all of it.
        let price = try engine.layout(AttributedText(runs: [run("המחיר: "), run("מחיר 120 ש״ח", yellow)]))
        #expect(price.lines[0].backgrounds.count == 1)
        expectRectanglesCoverExactlyTheHighlightedGlyphs(price, highlighted: [1])
    }

    @Test func renderingMovesRectanglesByTheOrigin() throws {
        let layout = try engine.layout(AttributedText(runs: [run("Sale: "), run("-20%", yellow)]))
        let rendering = engine.render(layout, at: CGPoint(x: 10, y: 5), scale: 2)
        #expect(rendering.backgrounds.map(\.rect) == layout.lines[0].backgrounds.map { $0.rect.offsetBy(dx: 10, dy: 5) })
    }
}
