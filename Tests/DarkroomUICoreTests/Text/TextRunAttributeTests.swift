import DarkroomUI
import Foundation
import Testing
import Typesetting

/// `textScale(_:isEnabled:)`, line patterns and the `Text` modifiers of concatenated parts, as apps write them.
@MainActor @Suite struct TextRunAttributeTests {
    func size<V: View>(_ view: V) throws -> CGSize { try typeset(view).size }
    func pixels<V: View>(_ view: V) throws -> [UInt8] {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        return try renderer.render().pixels
    }

    // MARK: textScale

    @Test func secondaryScaleDrawsTheFontSmaller() throws {
        let unit = Text("lbs").font(.title2).fontWeight(.semibold)
        // Title 2 is 22 pt; the secondary scale draws it at 0.8 of that.
        #expect(try pixels(unit.textScale(.secondary)) == pixels(Text("lbs").font(.system(size: 22 * 0.8, weight: .semibold))))
        #expect(try size(unit.textScale(.secondary)).width < size(unit).width)
        #expect(try pixels(unit.textScale(.default)) == pixels(unit))
        #expect(try pixels(unit.textScale(.secondary, isEnabled: false)) == pixels(unit))
    }

    @Test func viewModifierScalesTheTextInside() throws {
        let label = VStack { Text("Tap to zoom in or out.") }
        #expect(try pixels(label.textScale(.secondary)) == pixels(VStack { Text("Tap to zoom in or out.").textScale(.secondary) }))
        #expect(try size(label.textScale(.secondary)).height < size(label).height)
        #expect(try pixels(label.textScale(.secondary, isEnabled: false)) == pixels(label))
        // The text's own scale wins over the view's.
        #expect(try pixels(VStack { Text("72").textScale(.default) }.textScale(.secondary)) == pixels(Text("72")))
    }

    @Test func secondaryScaleFollowsDynamicType() throws {
        let caption = Text("Updated just now").font(.caption)
        let large = try size(caption.textScale(.secondary)).width
        let accessibility = try size(caption.textScale(.secondary).dynamicTypeSize(.accessibility2)).width
        #expect(accessibility > large * 1.5)
        #expect(try accessibility < size(caption.dynamicTypeSize(.accessibility2)).width)
    }

    @Test func temperatureWithASecondaryUnitIsNarrower() throws {
        let plain = Text("72") + Text("°F")
        let scaled = Text("72") + Text("°F").textScale(.secondary)
        #expect(try size(scaled).width < size(plain).width)
        #expect(try size(scaled).height == size(plain).height)
    }

    // MARK: Line patterns

    @Test func patternedLinesDrawDashesNotASolidBar() throws {
        let solid = try pixels(Text("Privacy Policy").underline())
        var drawn = Set([solid])
        for pattern in [Text.LineStyle.Pattern.dot, .dash, .dashDot, .dashDotDot] {
            let text = try pixels(Text("Privacy Policy").underline(pattern: pattern))
            #expect(text != solid)
            drawn.insert(text)
            // The view modifier and the attribute draw the same.
            #expect(try pixels(Text("Privacy Policy").underline(pattern: pattern)) == pixels(VStack { Text("Privacy Policy") }.underline(pattern: pattern)))
            var attributed = AttributedString("Privacy Policy")
            attributed.underlineStyle = Text.LineStyle(pattern: pattern)
            #expect(try pixels(Text(attributed)) == text)
        }
        #expect(drawn.count == 5)
        #expect(try pixels(Text("$59").strikethrough(pattern: .dash, color: .red)) != pixels(Text("$59").strikethrough(color: .red)))
        // Fewer inked pixels than solid.
        func ink(_ p: [UInt8]) -> Int { stride(from: 3, to: p.count, by: 4).reduce(0) { $0 + Int(p[$1]) } }
        #expect(try ink(pixels(Text("Privacy Policy").underline(pattern: .dot))) < ink(solid))
    }

    @Test func uiKitUnderlineStylesConvertAsSwiftUIDoes() throws {
        #expect(Text.LineStyle(nsUnderlineStyle: .single) == .single)
        #expect(Text.LineStyle(nsUnderlineStyle: [.single, .patternDash]) == Text.LineStyle(pattern: .dash))
        #expect(Text.LineStyle(nsUnderlineStyle: .patternDot) == Text.LineStyle(pattern: .dot))
        #expect(Text.LineStyle(nsUnderlineStyle: [.single, .patternDashDotDot]) == Text.LineStyle(pattern: .dashDotDot))
        // Styles a SwiftUI line cannot draw give nil.
        #expect(Text.LineStyle(nsUnderlineStyle: [.single, .byWord]) == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: .thick) == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: .double) == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: []) == nil)
        #expect(NSUnderlineStyle(Text.LineStyle(pattern: .dashDot)) == [.single, .patternDashDot])
    }

    // MARK: Concatenated parts

    @Test func gradientOnAPartIsAGradient() throws {
        let gradient = LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing)
        let renderer = ImageRenderer(content: Text("Go ") + Text("PRO").bold().foregroundStyle(gradient))
        renderer.scale = 2
        let bitmap = try renderer.render()
        // Opaque ink of the gradient part: the colours vary (not the first stop everywhere).
        var reds = Set<UInt8>()
        var blacks = 0
        for i in stride(from: 0, to: bitmap.pixels.count, by: 4) where bitmap.pixels[i + 3] == 255 {
            let (r, g, b) = (bitmap.pixels[i], bitmap.pixels[i + 1], bitmap.pixels[i + 2])
            if r < 30, g < 30, b < 30 { blacks += 1 } else { reds.insert(r / 8) }
        }
        #expect(blacks > 20)  // "Go " stays in the default colour
        #expect(reds.count > 3)
        // A line with its own colour keeps it; a line without one is in the gradient.
        func blues<V: View>(_ view: V) throws -> Int {
            let p = try pixels(view)
            return stride(from: 0, to: p.count, by: 4).filter { p[$0 + 3] == 255 && p[$0] < 60 && p[$0 + 2] > 200 }.count
        }
        #expect(try blues(Text("Go ") + Text("PRO").underline(color: .blue).foregroundStyle(gradient)) > 20)
        #expect(try blues(Text("Go ") + Text("PRO").underline().foregroundStyle(gradient)) == 0)
        // A gradient on the whole view: a part with its own colour, and a line with its own colour, keep them.
        let blueWord = VStack { Text("Go ") + Text("PRO").foregroundColor(.blue) }.foregroundStyle(gradient)
        #expect(try blues(blueWord) > 20)
        #expect(try blues(VStack { Text("Go PRO").underline(color: .blue) }.foregroundStyle(gradient)) > 20)
        #expect(try blues(VStack { Text("Go PRO").underline() }.foregroundStyle(gradient)) == 0)
        // A part with its own gradient inside a view with another gradient keeps its own.
        let greens = LinearGradient(colors: [.green, .mint], startPoint: .leading, endPoint: .trailing)
        let nested = try pixels(VStack { Text("Go ") + Text("PRO").foregroundStyle(greens) }.foregroundStyle(gradient))
        #expect(stride(from: 0, to: nested.count, by: 4).contains { nested[$0 + 3] == 255 && nested[$0 + 1] > 150 && nested[$0] < 120 })
        // The gradient part keeps the text's layout.
        #expect(try size(Text("Go ") + Text("PRO").bold().foregroundStyle(gradient)) == size(Text("Go ") + Text("PRO").bold()))
    }

    @Test func partModifiersDrawAsTheEquivalentAttributedRuns() throws {
        var terms = AttributedString("Terms")
        terms.underlineStyle = Text.LineStyle(color: .blue)
        terms.font = .footnote.bold()
        let attributed = Text(AttributedString("By continuing you agree to our ").settingFont(.footnote) + terms)
        let concatenated = Text("By continuing you agree to our ").font(.footnote) + Text("Terms").font(.footnote).bold().underline(color: .blue)
        #expect(try pixels(attributed) == pixels(concatenated))
    }
}

extension AttributedString {
    fileprivate func settingFont(_ font: Font) -> AttributedString {
        var copy = self
        copy.font = font
        return copy
    }
}
