import Foundation
import Testing
@testable import Typesetting

@Suite struct LayoutTests {
    let engine = TypesettingEngine()
    let centred = TextLayoutOptions(alignment: .center)

    func layout(
        _ string: String, options: TextLayoutOptions = TextLayoutOptions(), width: CGFloat? = nil,
        height: CGFloat? = nil, font: FontDescriptor = .body
    ) throws -> TextLayout {
        try engine.layout(AttributedText(string, font: font), options: options, width: width, height: height)
    }

    func lineHeight(_ font: FontDescriptor = .body) throws -> CGFloat {
        try engine.lineMetrics(for: font).lineHeight
    }

    // Body text is Inter (optical size 28) at 17 pt with −0.442 pt tracking per character. Line widths,
    // HarfBuzz-shaped (`hb-shape --variations=wght=400,opsz=28`): "The punchline often arrives before"
    // 242.05 and "… before the" 268.74 (too wide), "Do you know the problem with" 216.48 and "… with UDP"
    // 253.53 (too wide), "I couldn't come up with a good" 217.88 and "… good joke." 254.44 (too wide).
    @Test(arguments: [
        ("The punchline often arrives before the set-up.", ["The punchline often arrives before", "the set-up."]),
        ("Do you know the problem with UDP jokes?", ["Do you know the problem with", "UDP jokes?"]),
        (
            "I couldn't come up with a good joke. Can I get another try? 🤔",
            ["I couldn't come up with a good", "joke. Can I get another try? 🤔"]
        ),
    ])
    func jokesWrapCentredAt250(_ joke: String, _ expected: [String]) throws {
        let result = try layout(joke, options: centred, width: 250)
        #expect(result.lines.map(\.text) == expected)
        #expect(result.size.width <= 250)
        #expect(result.size.width == result.lines.map(\.width).max())
        for line in result.lines {
            #expect(line.width <= 250)
            #expect(abs(line.origin.x - (result.size.width - line.width) / 2) < 1e-9)
            // Glyphs start at the centring offset.
            #expect(abs((line.glyphs.first?.position.x ?? -1) - line.origin.x) < 1e-9)
        }
        let height = try lineHeight()
        #expect(abs(result.size.height - height * CGFloat(expected.count)) < 1e-9)
        // Laying out again at the measured width gives the same lines (measure → place).
        let again = try layout(joke, options: centred, width: result.size.width)
        #expect(again.lines.map(\.text) == expected)
    }

    @Test func idealSizeIsOneLine() throws {
        let joke = "The punchline often arrives before the set-up."
        let ideal = try layout(joke)
        #expect(ideal.lines.count == 1)
        #expect(ideal.size.height == (try lineHeight()))
        let infinite = try layout(joke, width: .infinity)
        #expect(infinite.size == ideal.size)
        // Proposing the ideal width keeps one line; a hair less wraps.
        #expect(try layout(joke, width: ideal.size.width).lines.count == 1)
        #expect(try layout(joke, width: ideal.size.width - 0.01).lines.count == 2)
    }

    @Test func widthNeverExceedsProposalUnlessOneCharacterDoes() throws {
        for width in stride(from: 5.0, through: 300.0, by: 7.0) {
            let result = try layout("Supercalifragilistic words wrap, anti-disestablishment too.", width: width)
            let widestCharacter = try layout("W").size.width
            if width >= widestCharacter {
                #expect(result.size.width <= width, "width \(result.size.width) > proposal \(width)")
            }
            #expect(result.lines.allSatisfy { !$0.text.isEmpty })
        }
        let tiny = try layout("Wide", width: 1)
        #expect(tiny.lines.map(\.text) == ["W", "i", "d", "e"])
        #expect(tiny.size.width == tiny.lines[0].width)
        #expect(tiny.size.width > 1)
    }

    @Test func longWordsBreakInsideOnlyWhenNeeded() throws {
        let result = try layout("a Supercalifragilisticexpialidocious", width: 100)
        #expect(result.lines.count >= 3)
        #expect(result.lines[0].text == "a")
        #expect(result.lines.allSatisfy { $0.width <= 100 })
        #expect(result.lines.map(\.text).joined() == "aSupercalifragilisticexpialidocious")
    }

    @Test func hyphensAndCJKAreBreakOpportunities() throws {
        let setUp = try layout("before the set-up", width: try layout("before the set-").size.width + 1)
        #expect(setUp.lines.map(\.text) == ["before the set-", "up"])
        let cjk = try layout("日本語のテキストです。", font: .body)
        let narrow = try layout("日本語のテキストです。", width: cjk.size.width / 2)
        #expect(narrow.lines.count >= 2)
        #expect(narrow.lines.allSatisfy { $0.width <= cjk.size.width / 2 })
        #expect(narrow.lines.map(\.text).joined() == "日本語のテキストです。")
        // The ideographic full stop never starts a line.
        #expect(narrow.lines.allSatisfy { !$0.text.hasPrefix("。") })
    }

    @Test func heightBelowOneLineStillShowsOneLine() throws {
        let result = try layout("The punchline often arrives before the set-up.", width: 100, height: 3)
        #expect(result.lines.count == 1)
        #expect(result.lines[0].isTruncated)
        #expect(result.lines[0].text.hasSuffix("…"))
        #expect(result.size.height == (try lineHeight()))
        let twoLines = try layout(
            "The punchline often arrives before the set-up.", width: 100,
            height: (try lineHeight()) * 2.5)
        #expect(twoLines.lines.count == 2)
    }

    @Test func tailTruncationAddsEllipsis() throws {
        let joke = "The punchline often arrives before the set-up."
        let result = try layout(joke, options: TextLayoutOptions(lineLimit: 1), width: 150)
        #expect(result.lines.count == 1)
        #expect(result.lines[0].text.hasSuffix("…"))
        #expect(result.lines[0].text.hasPrefix("The punchline"))
        #expect(result.size.width <= 150)
        #expect(result.isTruncated)
        // No truncation when everything fits.
        let fits = try layout(joke, options: TextLayoutOptions(lineLimit: 1))
        #expect(fits.lines[0].text == joke)
        #expect(!fits.isTruncated)
    }

    @Test func headAndMiddleTruncation() throws {
        let joke = "The punchline often arrives before the set-up."
        let head = try layout(joke, options: TextLayoutOptions(lineLimit: 1, truncationMode: .head), width: 150)
        #expect(head.lines[0].text.hasPrefix("…"))
        #expect(head.lines[0].text.hasSuffix("set-up."))
        #expect(head.size.width <= 150)
        let middle = try layout(joke, options: TextLayoutOptions(lineLimit: 1, truncationMode: .middle), width: 150)
        let text = middle.lines[0].text
        #expect(text.hasPrefix("The"))
        #expect(text.hasSuffix("set-up."))
        #expect(text.contains("…"))
        #expect(middle.size.width <= 150)
    }

    @Test func lineLimitTruncatesTheLastVisibleLine() throws {
        let text = "I couldn't come up with a good joke. Can I get another try? 🤔"
        // At 250 the joke needs two lines (see jokesWrapCentredAt250); at 200, three.
        let result = try layout(text, options: TextLayoutOptions(lineLimit: 2), width: 200)
        #expect(result.lines.count == 2)
        #expect(result.lines[0].text == "I couldn't come up with a")  // "… a good" is 217.88 wide
        #expect(result.lines[1].text.hasSuffix("…"))
        #expect(result.lines.allSatisfy { $0.width <= 200 })
    }

    @Test func minimumScaleFactorShrinksInsteadOfTruncating() throws {
        let joke = "The punchline often arrives before the set-up."
        let ideal = try layout(joke).size.width
        let options = TextLayoutOptions(lineLimit: 1, minimumScaleFactor: 0.5)
        let shrunk = try layout(joke, options: options, width: ideal * 0.8)
        #expect(!shrunk.isTruncated)
        #expect(shrunk.lines.map(\.text) == [joke])
        #expect(shrunk.size.width <= ideal * 0.8)
        #expect(shrunk.size.width > ideal * 0.79)
        let size = try #require(shrunk.glyphs.first?.fontSize)
        #expect(size < 17 * 0.81 && size > 17 * 0.79)
        // Below the minimum factor it truncates at the smallest size.
        let tooNarrow = try layout(joke, options: options, width: ideal * 0.3)
        #expect(tooNarrow.isTruncated)
        #expect(tooNarrow.glyphs.first?.fontSize == 8.5)
    }

    @Test func reservedLines() throws {
        let height = try lineHeight()
        let reserved = try layout("one", options: TextLayoutOptions(lineLimit: 3, lineSpacing: 2, minimumLineCount: 3))
        #expect(abs(reserved.size.height - (3 * height + 4)) < 1e-9)
        #expect(reserved.lines.count == 1)
        #expect(abs(try layout("", options: TextLayoutOptions(minimumLineCount: 2)).size.height - 2 * height) < 1e-9)
    }

    @Test func lineSpacingGoesBetweenLines() throws {
        let plain = try layout("one\ntwo\nthree")
        let spaced = try layout("one\ntwo\nthree", options: TextLayoutOptions(lineSpacing: 5))
        #expect(plain.lines.map(\.text) == ["one", "two", "three"])
        #expect(abs(spaced.size.height - plain.size.height - 10) < 1e-9)
        #expect(abs(spaced.lines[2].origin.y - plain.lines[2].origin.y - 10) < 1e-9)
    }

    @Test func trailingSpacesCountOnlyAtTheEndOfTheText() throws {
        let word = try layout("Hello").size.width
        let space = try layout("Hello ").size.width - word
        #expect(space > 3.5)
        // At a wrap the space hangs.
        let wrapped = try layout("Hello Hello", width: word + 1)
        #expect(wrapped.lines.map(\.text) == ["Hello", "Hello"])
        #expect(wrapped.lines[0].width == word)
        // A space that does not fit at the end hangs too.
        #expect(try layout("Hello ", width: word + 1).size.width == word)
    }

    @Test func newlinesAndEmptyText() throws {
        #expect(try layout("").size == .zero)
        #expect(try layout("a\n").lines.count == 2)
        #expect(try layout("a\n\nb").lines.map(\.text) == ["a", "", "b"])
        #expect(try layout("a\r\nb").lines.map(\.text) == ["a", "b"])
    }

    @Test func baselinesAndMetrics() throws {
        let metrics = try engine.lineMetrics(for: .body)
        // Inter 4.1's variable font hhea: ascender 1984, descender -494, lineGap 0, 2048 units per em.
        #expect(abs(metrics.ascent - 1984.0 / 2048 * 17) < 1e-9)
        #expect(abs(metrics.descent - 494.0 / 2048 * 17) < 1e-9)
        let two = try layout("one\ntwo")
        #expect(two.firstBaseline == metrics.ascent)
        #expect(abs(two.lastBaseline - (metrics.lineHeight + metrics.ascent)) < 1e-9)
        // Emoji fall back without changing the line height (primary font metrics).
        #expect(try layout("🤔").size.height == metrics.lineHeight)
    }

    @Test func alignmentOffsets() throws {
        let text = "short\nmuch longer line"
        let leading = try layout(text)
        let trailing = try layout(text, options: TextLayoutOptions(alignment: .trailing))
        #expect(leading.lines.allSatisfy { $0.origin.x == 0 })
        #expect(trailing.lines[0].origin.x == trailing.size.width - trailing.lines[0].width)
        #expect(trailing.lines[1].origin.x == 0)
    }

    @Test func decorationsSpanTheRun() throws {
        let attributes = TextAttributes(font: .body, underline: TextDecoration(), strikethrough: TextDecoration())
        let result = try engine.layout(AttributedText("Hello", attributes: attributes))
        let decorations = result.lines[0].decorations
        #expect(decorations.map(\.kind) == [.underline, .strikethrough])
        #expect(decorations.allSatisfy { abs($0.rect.width - result.size.width) < 1e-9 && $0.rect.height > 0 })
        #expect(decorations[0].rect.minY > result.firstBaseline)
        #expect(decorations[1].rect.maxY < result.firstBaseline)
    }

    @Test func mixedSizesTakeTheTallestLine() throws {
        let text = AttributedText("small ", font: .caption) + AttributedText("Big", font: .largeTitle)
        let result = try engine.layout(text)
        #expect(result.size.height == (try lineHeight(.largeTitle)))
    }
}
