import DarkroomUI
import Foundation
import Testing

/// The iOS metrics of the controls, checked on laid-out frames.
@MainActor
@Suite struct ControlLayoutTests {
    @Test func switchIs51By31AtTheTrailingEdge() throws {
        let toggle = Toggle("Show words", isOn: .constant(true))
        let layout = try LayoutInspector.layout(toggle.frame(width: 300), in: .unspecified)
        #expect(layout.size.height == 31)
        let dump = layout.dump()
        #expect(dump.contains("51×31") || dump.contains("width: 51"), "\(dump)")
    }

    @Test func switchToggleFillsTheOfferedWidth() throws {
        let layout = try LayoutInspector.layout(Toggle("Wi-Fi", isOn: .constant(false)), in: ProposedViewSize(width: 320, height: nil))
        #expect(layout.size == CGSize(width: 320, height: 31))
    }

    @Test func progressBarIsFourPointsTall() throws {
        let layout = try LayoutInspector.layout(ProgressView(value: 0.5).frame(width: 200), in: .unspecified)
        #expect(layout.size == CGSize(width: 200, height: 4))
    }

    @Test func spinnerIs20Points() throws {
        let layout = try LayoutInspector.layout(ProgressView(), in: .unspecified)
        #expect(layout.size == CGSize(width: 20, height: 20))
    }

    @Test func progressFractionIsClamped() {
        #expect(ProgressView<EmptyView, EmptyView>.fraction(2.0, 1.0) == 1)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(-1.0, 1.0) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(1.0, 0.0) == nil)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(Double?.none, 1.0) == nil)
    }

    @Test func iconOnlyLabelIsTheIcon() throws {
        let icon = Color.red.frame(width: 12, height: 12)
        let both = try LayoutInspector.layout(
            Label {
                Text("Title")
            } icon: {
                icon
            }, in: .unspecified)
        let iconOnly = try LayoutInspector.layout(
            Label {
                Text("Title")
            } icon: {
                icon
            }.labelStyle(.iconOnly), in: .unspecified)
        #expect(iconOnly.size == CGSize(width: 12, height: 12))
        #expect(both.size.width > 12 + 8)
    }

    @Test func redactionKeepsTheLayout() throws {
        let text = Text("Schnousäreiä")
        let plain = try LayoutInspector.layout(text, in: .unspecified)
        let redacted = try LayoutInspector.layout(text.redacted(reason: .placeholder), in: .unspecified)
        #expect(plain.size == redacted.size)
    }

    @Test func redactedTextDrawsBarsNotGlyphs() throws {
        let list = try ImageRenderer(content: Text("Hello").redacted(reason: .placeholder)).displayList()
        #expect(!list.items.contains { if case .text = $0 { true } else { false } })
        #expect(list.items.contains { if case .fill = $0 { true } else { false } })
        let unredacted = try ImageRenderer(content: Text("Hello").unredacted().redacted(reason: .placeholder)).displayList()
        #expect(unredacted.items.contains { if case .text = $0 { true } else { false } })
    }

    @Test func strokeBorderHonoursAntialiased() throws {
        let shape = Rectangle().strokeBorder(Color.red, lineWidth: 1.5, antialiased: false)
        let list = try ImageRenderer(content: shape.frame(width: 10, height: 10)).displayList()
        #expect(list.items.contains { if case .aliasedStroke = $0 { true } else { false } })
        let bitmap = try ImageRenderer(content: shape.frame(width: 10.3, height: 10)).render()
        // Without anti-aliasing every pixel is either untouched or fully red.
        let alphas = Set(stride(from: 3, to: bitmap.pixels.count, by: 4).map { bitmap.pixels[$0] })
        #expect(alphas.isSubset(of: [0, 255]), "alphas: \(alphas.sorted())")
        let smooth = try ImageRenderer(content: Rectangle().strokeBorder(Color.red, lineWidth: 1.5).frame(width: 10.3, height: 10)).render()
        let smoothAlphas = Set(stride(from: 3, to: smooth.pixels.count, by: 4).map { smooth.pixels[$0] })
        #expect(!smoothAlphas.isSubset(of: [0, 255]))
    }
}
