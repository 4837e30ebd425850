import DarkroomUI
import Foundation
import Testing

/// `Text("literal")` takes a `LocalizedStringKey` and applies inline Markdown, as SwiftUI does; `Text(variable)` does not.
@MainActor @Suite struct TextMarkdownTests {
    func files<V: View>(_ view: V) throws -> [String] {
        try ImageRenderer(content: view).fontFiles.map { $0.name }
    }

    func width<V: View>(_ view: V) throws -> CGFloat { try typeset(view).size.width }

    /// A counter's digits: proportional by default (SF Pro's and Inter's are), equal with `monospacedDigit()`,
    /// on the text or on a view around it; the font's `monospacedDigit()` does the same.
    @Test func monospacedDigitGivesDigitsEqualWidths() throws {
        #expect(try width(Text(verbatim: "111")) < width(Text(verbatim: "888")))
        #expect(try width(Text(verbatim: "111").monospacedDigit()) == width(Text(verbatim: "888").monospacedDigit()))
        #expect(
            try width(HStack { Text(verbatim: "111") }.monospacedDigit())
                == width(HStack { Text(verbatim: "888") }.monospacedDigit()))
        #expect(
            try width(Text(verbatim: "111").font(.title.monospacedDigit()))
                == width(Text(verbatim: "888").font(.title.monospacedDigit())))
        #expect(try width(Text(verbatim: "Score").monospacedDigit()) == width(Text(verbatim: "Score")))
    }

    @Test func emphasisSelectsFaces() throws {
        #expect(try files(Text("**Hi**")) == ["InterVariable.ttf wght=700 opsz=28"])
        #expect(try files(Text("__Hi__")) == ["InterVariable.ttf wght=700 opsz=28"])
        #expect(try files(Text("*Hi*")) == ["InterVariable-Italic.ttf wght=400 opsz=28"])
        #expect(try files(Text("***Hi***")) == ["InterVariable-Italic.ttf wght=700 opsz=28"])
        #expect(try files(Text("`Hi`")) == ["DejaVuSansMono.ttf"])
        #expect(try files(Text("a **b *c* d** e")) == ["InterVariable-Italic.ttf wght=700 opsz=28", "InterVariable.ttf wght=400 opsz=28", "InterVariable.ttf wght=700 opsz=28"])
        #expect(try width(Text("**Hi**")) == width(Text(verbatim: "Hi").bold()))
        #expect(try width(Text("[Docs](https://example.com) here")) == width(Text(verbatim: "Docs here")))
    }

    @Test func literalDelimitersStayAsWritten() throws {
        #expect(try width(Text("5 * 3 * 2")) == width(Text(verbatim: "5 * 3 * 2")))
        #expect(try width(Text("snake_case_name")) == width(Text(verbatim: "snake_case_name")))
        #expect(try width(Text("**unclosed")) == width(Text(verbatim: "**unclosed")))
        #expect(try width(Text("\\*not italic\\*")) == width(Text(verbatim: "*not italic*")))
        #expect(try files(Text("\\*not italic\\*")) == ["InterVariable.ttf wght=400 opsz=28"])
    }

    @Test func variablesAreNotMarkdown() throws {
        let string = "**Hi**"
        #expect(try files(Text(string)) == ["InterVariable.ttf wght=400 opsz=28"])
        #expect(try width(Text(string)) == width(Text(verbatim: "**Hi**")))
        let count = 3
        #expect(try width(Text("Count: \(count)")) == width(Text(verbatim: "Count: 3")))
    }

    @Test func strikethroughAndLinksDraw() throws {
        let struck = try ImageRenderer(content: Text("~~Hi~~")).render()
        let plain = try ImageRenderer(content: Text("Hi")).render()
        #expect(PixelCensus(struck).inked > PixelCensus(plain).inked)
        let link = PixelCensus(try ImageRenderer(content: Text("[Hi](https://example.com)")).render())
        #expect(link.darkest.b > 200 && link.darkest.r < 80)
    }
}
