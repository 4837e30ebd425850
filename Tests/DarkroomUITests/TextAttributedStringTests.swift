import DarkroomUI
import Foundation
import Testing

/// `Text(AttributedString)` with SwiftUI's attributes, `allowsTightening`, `privacySensitive`, timer text and
/// `symbolEffect`, written as apps write them.
@MainActor @Suite struct TextAttributedStringTests {
    func width<V: View>(_ view: V) throws -> CGFloat { try typeset(view).size.width }
    func pixels<V: View>(_ view: V) throws -> [UInt8] { try ImageRenderer(content: view).render().pixels }

    @Test func foregroundColorRunIsRed() throws {
        var price = AttributedString("$4.99")
        price.foregroundColor = .red
        #expect(PixelCensus(try ImageRenderer(content: Text(AttributedString("Now ") + price)).render()).coloured > 0)
        let red = PixelCensus(try ImageRenderer(content: Text(price)).render())
        #expect(red.darkest.r > 200 && red.darkest.g < 80)
        #expect(try width(Text(AttributedString("Now ") + price)) == width(Text(verbatim: "Now $4.99")))
    }

    @Test func underlineAndStrikethroughDraw() throws {
        var underlined = AttributedString("Terms")
        underlined.underlineStyle = .single
        var struck = AttributedString("Terms")
        struck.strikethroughStyle = Text.LineStyle(pattern: .solid, color: .red)
        let plain = PixelCensus(try ImageRenderer(content: Text(AttributedString("Terms"))).render()).inked
        #expect(PixelCensus(try ImageRenderer(content: Text(underlined)).render()).inked > plain)
        #expect(PixelCensus(try ImageRenderer(content: Text(struck)).render()).coloured > 0)
        #expect(try pixels(Text(underlined)) == pixels(Text(verbatim: "Terms").underline()))
    }

    @Test func fontKernAndBaselineOffsetApply() throws {
        var title = AttributedString("Title")
        title.font = .largeTitle
        #expect(try width(Text(title)) == width(Text(verbatim: "Title").font(.largeTitle)))
        var spaced = AttributedString("Spaced")
        spaced.kern = 3
        #expect(try width(Text(spaced)) == width(Text(verbatim: "Spaced").kerning(3)))
        var tracked = AttributedString("Spaced")
        tracked.tracking = 2
        #expect(try width(Text(tracked)) == width(Text(verbatim: "Spaced").tracking(2)))
        var raised = AttributedString("2")
        raised.baselineOffset = 6
        #expect(try pixels(Text(raised)) == pixels(Text(verbatim: "2").baselineOffset(6)))
    }

    @Test func linksAreDrawnInTheTint() throws {
        var link = AttributedString("Docs")
        link.link = URL(string: "https://example.com")
        let census = PixelCensus(try ImageRenderer(content: Text(link)).render())
        #expect(census.darkest.b > 200 && census.darkest.r < 80)
    }

    @Test func tighteningFitsTextThatWouldTruncate() throws {
        let title = "Quarterly revenue summary"
        let natural = try width(Text(verbatim: title))
        func row(_ tighten: Bool, _ width: CGFloat) -> some View {
            Text(verbatim: title).lineLimit(1).allowsTightening(tighten).frame(width: width, alignment: .leading)
        }
        let narrow = (natural * 0.98).rounded(.down)
        #expect(try pixels(row(true, narrow)) != pixels(row(false, narrow)))
        // Far too narrow: tightening cannot help, so the text truncates exactly as without it.
        #expect(try pixels(row(true, natural * 0.5)) == pixels(row(false, natural * 0.5)))
        // Fits: tightening changes nothing.
        #expect(try pixels(row(true, natural + 10)) == pixels(row(false, natural + 10)))
    }

    @Test func privacySensitiveIsRedactedOnlyForPrivacy() throws {
        let balance = Text("$1,024.00").privacySensitive()
        let placeholder = try pixels(Text("$1,024.00").redacted(reason: .placeholder))
        #expect(try pixels(balance.redacted(reason: .privacy)) == placeholder)
        #expect(try pixels(balance) == pixels(Text("$1,024.00")))
        #expect(try pixels(Text("$1,024.00").redacted(reason: .privacy)) == pixels(Text("$1,024.00")))
        #expect(try pixels(Text("$1,024.00").privacySensitive(false).redacted(reason: .privacy)) == pixels(Text("$1,024.00")))
    }

    @Test func timerTextShowsItsStartingValue() throws {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let five = start...start.addingTimeInterval(300)
        #expect(try width(Text(timerInterval: five)) == width(Text(verbatim: "5:00")))
        #expect(try width(Text(timerInterval: five, countsDown: false)) == width(Text(verbatim: "0:00")))
        #expect(try width(Text(timerInterval: five, pauseTime: start.addingTimeInterval(61)))
                == width(Text(verbatim: "3:59")))
        let twoHours = start...start.addingTimeInterval(7200)
        #expect(try width(Text(timerInterval: twoHours)) == width(Text(verbatim: "2:00:00")))
        #expect(try width(Text(timerInterval: twoHours, showsHours: false)) == width(Text(verbatim: "120:00")))
    }

    @Test func symbolEffectDrawsTheSymbolAtRest() throws {
        let bell = Image(systemName: "bell.fill")
        #expect(try pixels(bell.symbolEffect(.pulse)) == pixels(bell))
        #expect(try pixels(bell.symbolEffect(.bounce, value: 3)) == pixels(bell))
        #expect(try pixels(bell.symbolEffect(.variableColor.iterative, options: .repeating, isActive: true)) == pixels(bell))
    }
}

/// `backgroundColor` runs, drawn behind the glyphs from the line's top to its bottom.
@MainActor @Suite struct TextBackgroundColorTests {
    func render<V: View>(_ view: V) throws -> Bitmap { try ImageRenderer(content: view).render() }

    func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.pixels[i..<i + 4])
    }

    @Test func highlightedMatchIsFilledFromLineTopToBottom() throws {
        var match = AttributedString("coffee")
        match.backgroundColor = .yellow
        let text = Text(AttributedString("Fresh ") + match)
        let bitmap = try render(text)
        let plainWidth = try typeset(Text(verbatim: "Fresh ")).size.width
        // Top and bottom rows of the line are yellow under the match, transparent before it.
        for y in [0, bitmap.height - 2] {  // (the last row is partly covered: the line is 20.x points tall)
            let inside = pixel(bitmap, bitmap.width - 2, y)
            #expect(inside[0] > 240 && inside[1] > 180 && inside[2] < 40 && inside[3] == 255, "row \(y): \(inside)")
            #expect(pixel(bitmap, Int(plainWidth) / 2, y)[3] == 0, "row \(y)")
        }
        // The glyphs are drawn over the fill (dark pixels inside the yellow run).
        var dark = 0
        for y in 0..<bitmap.height {
            for x in Int(plainWidth.rounded(.up))..<bitmap.width where pixel(bitmap, x, y)[0] < 60 { dark += 1 }
        }
        #expect(dark > 20)
        // The background does not change the layout.
        #expect(try typeset(text).size == typeset(Text(verbatim: "Fresh coffee")).size)
    }

    @Test func interpolatedAttributedStringKeepsItsRuns() throws {
        var match = AttributedString("coffee")
        match.backgroundColor = .yellow
        // The runs, not the attributed string's description, are interpolated.
        #expect(try typeset(Text("Results for \(match)")).size == typeset(Text(verbatim: "Results for coffee")).size)
        #expect(try render(Text("Results for \(match)")).pixels == render(Text(AttributedString("Results for ") + match)).pixels)
    }

    @Test func clearAndAbsentBackgroundsDrawTheSame() throws {
        var clear = AttributedString("Terms")
        clear.backgroundColor = .clear
        #expect(try render(Text(clear)).pixels == render(Text(verbatim: "Terms")).pixels)
    }

    @Test func rotatedTextKeepsItsHighlight() throws {
        var match = AttributedString("NEW")
        match.backgroundColor = .yellow
        func yellows(_ bitmap: Bitmap) -> Int {
            stride(from: 0, to: bitmap.pixels.count, by: 4).filter {
                bitmap.pixels[$0 + 3] == 255 && bitmap.pixels[$0] > 240 && bitmap.pixels[$0 + 1] > 180 && bitmap.pixels[$0 + 2] < 40
            }.count
        }
        let flat = yellows(try render(Text(match).padding(20)))
        let turned = yellows(try render(Text(match).rotationEffect(.degrees(30)).padding(20)))
        #expect(flat > 100)
        // About the same yellow area (the fill is drawn through the rotation, edges anti-aliased).
        #expect(Double(turned) > Double(flat) * 0.7 && Double(turned) < Double(flat) * 1.1)
    }

    @Test func gradientTextKeepsItsRunBackgroundOutsideTheMask() throws {
        var match = AttributedString("Sale")
        match.backgroundColor = .yellow
        let bitmap = try render(Text(match).foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading,
                                                                           endPoint: .trailing)))
        // The corner (no glyph there) is yellow, not masked away by the gradient.
        #expect(pixel(bitmap, 1, 0)[3] == 255 && pixel(bitmap, 1, 0)[2] < 60)
    }
}
