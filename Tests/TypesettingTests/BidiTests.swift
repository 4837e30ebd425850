import Foundation
import Testing
@testable import Typesetting

@Suite struct BidiTests {
    let engine = TypesettingEngine()

    func visualCharacterOrder(_ string: String, width: CGFloat? = nil) throws -> [[Int]] {
        try engine.layout(AttributedText(string, font: .body), width: width).lines.map { line in
            var order: [Int] = []
            for glyph in line.glyphs where order.last != glyph.characterIndex { order.append(glyph.characterIndex) }
            return order
        }
    }

    @Test func hebrewRunsRightToLeft() throws {
        // שלום: the last logical letter is drawn leftmost.
        #expect(try visualCharacterOrder("שלום") == [[3, 2, 1, 0]])
        let layout = try engine.layout(AttributedText("שלום", font: .body))
        let xs = layout.glyphs.map(\.position.x)
        #expect(xs == xs.sorted())
        #expect(layout.missingCharacters.isEmpty)
    }

    @Test func mixedTextFollowsTheBidiAlgorithm() throws {
        // "abc שלום 123 def" displays as "abc 123 םולש def".
        let order = try visualCharacterOrder("abc שלום 123 def")
        #expect(order == [[0, 1, 2, 3, 9, 10, 11, 8, 7, 6, 5, 4, 12, 13, 14, 15]])
    }

    @Test func aParagraphThatStartsRightToLeftIsRightToLeft() throws {
        // "שלום!" : the paragraph is right to left, so the final "!" is drawn leftmost.
        #expect(try visualCharacterOrder("שלום!") == [[4, 3, 2, 1, 0]])
        // "שלום abc": the Latin word is at the left, in its own order.
        #expect(try visualCharacterOrder("שלום abc") == [[5, 6, 7, 4, 3, 2, 1, 0]])
        // A paragraph that starts in Latin keeps its "!" at the right.
        #expect(try visualCharacterOrder("abc שלום!") == [[0, 1, 2, 3, 7, 6, 5, 4, 8]])
    }

    @Test func arabicIsShapedRightToLeft() throws {
        let layout = try engine.layout(AttributedText("سلام", font: .body))
        #expect(layout.missingCharacters.isEmpty)
        // Joined forms differ from the isolated letters.
        let isolated = try "سلام".map { try engine.layout(AttributedText(String($0), font: .body)).glyphs[0].glyphID }
        let joined = layout.glyphs.sorted { $0.characterIndex < $1.characterIndex }.map(\.glyphID)
        #expect(joined != isolated)
        // Lam + alef form one ligature glyph (cluster 1); drawn right to left.
        #expect(layout.glyphs.map(\.characterIndex) == [3, 1, 0])
    }

    @Test func resolverLevels() {
        typealias C = BidiResolver.Class
        #expect(BidiResolver.levels([.left, .neutral, .number]) == nil)
        // Left-to-right paragraphs (the first strong character is left to right).
        #expect(BidiResolver.levels([.left, .right, .neutral, .right, .neutral, .left]) == [0, 1, 1, 1, 0, 0])
        #expect(BidiResolver.levels([.neutral, .left, .separator, .neutral, .left, .right]) == [0, 0, 0, 0, 0, 1])
        #expect(BidiResolver.levels([.left, .right, .neutral, .number]) == [0, 1, 1, 2])
        // Right-to-left paragraphs (P2/P3: the first strong character is right to left): neutrals take the
        // paragraph's level 1 unless both neighbours are left to right; left-to-right text and numbers are 2.
        #expect(BidiResolver.levels([.right, .neutral, .right, .neutral, .left]) == [1, 1, 1, 1, 2])
        #expect(BidiResolver.levels([.right, .neutral, .number]) == [1, 1, 2])
        #expect(BidiResolver.levels([.neutral, .right, .neutral, .left, .neutral, .number, .neutral]) == [1, 1, 1, 2, 2, 2, 1])
        // Each paragraph has its own direction; the separator ending a right-to-left one is at level 1.
        #expect(BidiResolver.levels([.right, .separator, .neutral, .right]) == [1, 1, 1, 1])
        #expect(BidiResolver.levels([.right, .neutral, .separator, .left, .neutral, .right]) == [1, 1, 1, 0, 0, 1])
        #expect(BidiResolver.visualOrder(0..<5) { [0, 1, 1, 2, 0][$0] } == [0, 3, 2, 1, 4])
    }

    @Test func wrappingRightToLeftKeepsLogicalLines() throws {
        let text = "שלום עולם שלום עולם"
        let full = try engine.layout(AttributedText(text, font: .body))
        let wrapped = try engine.layout(AttributedText(text, font: .body), width: full.size.width * 0.6)
        #expect(wrapped.lines.count == 2)
        #expect(wrapped.lines[0].text == "שלום עולם")
    }
}
