import DarkroomUI
import Foundation
import Testing

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
        let bitmap = try render(
            Text(match).foregroundStyle(
                LinearGradient(
                    colors: [.red, .blue], startPoint: .leading,
                    endPoint: .trailing)))
        // The corner (no glyph there) is yellow, not masked away by the gradient.
        #expect(pixel(bitmap, 1, 0)[3] == 255 && pixel(bitmap, 1, 0)[2] < 60)
    }
}
