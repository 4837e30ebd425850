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
        #expect(
            try width(Text(timerInterval: five, pauseTime: start.addingTimeInterval(61)))
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
