import DarkroomUI
import Foundation
import Testing

/// `Text` literals with an interpolated `Image` or `Text`, as rating rows and inline emphasis write them:
/// the image is a glyph inline on the baseline and the text keeps its styling, never a description string.
@MainActor @Suite struct TextInterpolationTests {
    func files<V: View>(_ view: V) throws -> [String] {
        try ImageRenderer(content: view).fontFiles.map { $0.name }
    }

    func width<V: View>(_ view: V) throws -> CGFloat { try typeset(view).size.width }

    @Test func interpolatedImageIsAnInlineGlyph() throws {
        let rating = Text("\(Image(systemName: "star.fill")) 4.8")
        let star = try width(Text(Image(systemName: "star.fill")))
        #expect(star > 10 && star < 30)
        #expect(try width(rating) == width(Text(Image(systemName: "star.fill")) + Text(verbatim: " 4.8")))
        #expect(try width(rating) > width(Text(verbatim: " 4.8")))
        #expect(try width(rating) < width(Text(verbatim: "Image(systemName: star.fill) 4.8")))
        #expect(try files(rating).contains("MaterialIcons-Regular.ttf"))
        // One line: the glyph sits on the text's baseline, no taller than a line of the text plus the symbol's overshoot.
        #expect(try typeset(rating).size.height < typeset(Text(verbatim: "4.8")).size.height + 4)
    }

    @Test func inlineSymbolScalesWithTheFont() throws {
        let body = try width(Text(Image(systemName: "star.fill")))
        let title = try width(Text(Image(systemName: "star.fill")).font(.largeTitle))
        let environment = try width(Text("\(Image(systemName: "star.fill"))").font(.largeTitle))
        #expect(title > body * 1.5)
        #expect(environment == title)
    }

    @Test func starGlyphIsDrawnInTheTextColour() throws {
        let star = PixelCensus(try ImageRenderer(content: Text("\(Image(systemName: "star.fill"))").foregroundStyle(.orange)).render())
        #expect(star.inked > 40)
        #expect(star.darkest.r > 200 && star.darkest.b < 80)
    }

    @Test func interpolatedTextKeepsItsStyle() throws {
        let tap = Text("Tap \(Text("here").bold()) now")
        #expect(try width(tap) == width(Text(verbatim: "Tap ") + Text(verbatim: "here").bold() + Text(verbatim: " now")))
        #expect(try files(tap) == ["InterVariable.ttf wght=400 opsz=28", "InterVariable.ttf wght=700 opsz=28"])
        let red = PixelCensus(try ImageRenderer(content: Text("Total: \(Text("$4").foregroundColor(.red))")).render())
        #expect(red.coloured > 0)
    }

    @Test func markdownAroundAnInterpolatedTextApplies() throws {
        #expect(try files(Text("**\(Text("here"))**")) == ["InterVariable.ttf wght=700 opsz=28"])
        #expect(
            try width(Text("**a \(Text("b").italic()) c**"))
                == width(Text(verbatim: "a ").bold() + Text(verbatim: "b").italic().bold() + Text(verbatim: " c").bold()))
    }
}
