import DarkroomUI
import Testing

extension EnvironmentValues {
    @Entry var cardCornerRadius: CGFloat = 12
    @Entry var highlightedName: String?
}

/// A card whose width comes from an `@Entry` environment value.
private struct RoundedCard: View {
    @Environment(\.cardCornerRadius) private var radius

    var body: some View {
        RoundedRectangle(cornerRadius: radius)
            .fill(.blue)
            .frame(width: radius * 10, height: 40)
    }
}

#Preview("Counter", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 2
    Text("Count: \(count)")
}

/// The macros compiled into real code, as an app uses them.
@MainActor @Suite struct MacroUseTests {
    @Test func anEntryStartsAtItsDefaultAndKeepsWhatIsSet() {
        var environment = EnvironmentValues()
        #expect(environment.cardCornerRadius == 12)
        #expect(environment.highlightedName == nil)
        environment.cardCornerRadius = 20
        environment.highlightedName = "Ada"
        #expect(environment.cardCornerRadius == 20)
        #expect(environment.highlightedName == "Ada")
    }

    @Test func aViewReadsTheEntryThroughTheEnvironment() throws {
        #expect(try ImageRenderer(content: RoundedCard()).layout().size == CGSize(width: 120, height: 40))
        let wider = RoundedCard().environment(\.cardCornerRadius, 16)
        #expect(try ImageRenderer(content: wider).layout().size == CGSize(width: 160, height: 40))
    }

    @Test func aPreviewIsFoundWithItsNameLineAndState() throws {
        let previews = PreviewDiscovery.previews(inModule: "DarkroomMacrosTests")
        #expect(previews.count == 1)
        let preview = try #require(previews.first)
        #expect(preview.kind == .macro(name: "Counter"))
        #expect(preview.fileID == "DarkroomMacrosTests/MacroUseTests.swift")
        #expect(preview.line == 20)
        let variants = try preview.makeVariants()
        #expect(variants.count == 1)
        let text = try ImageRenderer(content: try #require(variants.first).view).layout()
        #expect(text.size.width > 0)
    }
}
