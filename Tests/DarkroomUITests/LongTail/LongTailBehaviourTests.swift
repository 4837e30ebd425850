import DarkroomUI
import Foundation
import Testing

// Issue 24 §2 and §3: behaviours that made a rendered screen differ from an iPhone's.

/// A screen with a horizontal row of cards under a title, as shop and media apps write it.
struct FeaturedRow: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Featured").font(.title2.bold())
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 12) {
                    ForEach(0..<5, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 12).fill(Color.orange).frame(width: 120, height: 80)
                    }
                }
                .padding(.horizontal)
            }
            Text("More below")
            Spacer()
        }
        .frame(width: 390, height: 600)
    }
}

/// A chat screen that scrolls to its newest message when it appears.
struct ChatScreen: View {
    let messages = (1...40).map { "Message \($0)" }
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(messages, id: \.self) { message in
                        Text(message).frame(height: 44)
                    }
                }
            }
            .onAppear { proxy.scrollTo(messages.last, anchor: .bottom) }
        }
        .frame(width: 300, height: 440)
    }
}

/// A screen that loads its rows in `onAppear`, as many list screens do.
struct LoadsOnAppear: View {
    @State private var names: [String] = []
    @State private var phase = "idle"
    var body: some View {
        VStack {
            Text("Phase: \(phase)")
            ForEach(names, id: \.self) { Text($0) }
        }
        .onAppear {
            names = ["Ada", "Grace"]
            phase = "loaded"
        }
        .onChange(of: phase, initial: true) { _, new in
            if new == "loaded" { names.append("Linus") }
        }
    }
}

@MainActor @Suite struct LongTailBehaviourTests {
    @Test func aHorizontalScrollViewIsAsTallAsItsContent() throws {
        let cards = try fills(of: "#FF9500FF", in: FeaturedRow())
        let first = try #require(cards.first)
        let below = try #require(try drawnText("More below", in: FeaturedRow()))
        #expect(abs(first.height - 80) < 0.01)
        // The row sits under the title and the next text right under the row (8 pt stack spacing).
        #expect(abs(below.frame.minY - (first.maxY + 8)) < 1.5, "\(below.frame) after \(first)")
        let renderer = ImageRenderer(content: ScrollView(.horizontal) { Color.red.frame(width: 500, height: 50) })
        renderer.proposedSize = ProposedViewSize(width: 300, height: 600)
        #expect(try renderer.displayList().size == CGSize(width: 300, height: 50))
        let vertical = ImageRenderer(content: ScrollView { Color.red.frame(width: 100, height: 50) })
        vertical.proposedSize = ProposedViewSize(width: 300, height: 600)
        #expect(try vertical.displayList().size == CGSize(width: 300, height: 600), "a vertical scroll view takes the height offered")
    }

    @Test func aDisabledNavigationLinkRowIsDimmed() throws {
        func row(disabled: Bool) -> some View {
            NavigationStack { List { NavigationLink("Premium") { Text("Detail") }.disabled(disabled) } }
                .frame(width: 390, height: 200)
        }
        let enabled = try #require(try drawnText("Premium", in: row(disabled: false)))
        let disabled = try #require(try drawnText("Premium", in: row(disabled: true)))
        #expect(enabled.color != disabled.color)
        #expect(disabled.color.opacity < enabled.color.opacity || disabled.color.red > enabled.color.red)
    }

    @Test func anUnknownCustomFontDrawsTheSystemFontWithADiagnostic() throws {
        let custom = ImageRenderer(content: Text("Hello, world").font(.custom("Avenir Next", size: 17)).padding())
        let result = try custom.renderResult()
        let system = try ImageRenderer(content: Text("Hello, world").font(.system(size: 17)).padding()).render()
        #expect(result.bitmap == system)
        #expect(
            result.diagnostics.contains { $0.contains("\"Avenir Next\"") && $0.contains("Font.registerFont(at:)") },
            "\(result.diagnostics)")
    }

    @Test func appFontsRegisterThroughDarkroomUIAndUIAppFonts() throws {
        let source = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Oblique.ttf")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-appfonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: source, to: directory.appendingPathComponent("Brand.ttf"))
        let plist: [String: Any] = ["UIAppFonts": ["Brand.ttf"]]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .write(to: directory.appendingPathComponent("Info.plist"))
        let bundle = try #require(Bundle(path: directory.path))
        #expect(try Font.registerAppFonts(in: bundle) == ["DejaVuSansMono-Oblique"])
        // The registered face draws by its PostScript name without a diagnostic.
        let result = try ImageRenderer(content: Text("Brand").font(.custom("DejaVuSansMono-Oblique", size: 17))).renderResult()
        #expect(!result.diagnostics.contains { $0.contains("No font named") })
        #expect(result.fontFiles.contains { $0.path.hasSuffix("Brand.ttf") })

        // A listed file the bundle lacks is an error naming it (another directory: bundles are cached by path).
        let other = directory.appendingPathComponent("Other.bundle")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let missing: [String: Any] = ["UIAppFonts": ["Missing.otf"]]
        try PropertyListSerialization.data(fromPropertyList: missing, format: .xml, options: 0)
            .write(to: other.appendingPathComponent("Info.plist"))
        let again = try #require(Bundle(path: other.path))
        #expect(throws: AppFontError.missingAppFont(name: "Missing.otf", bundle: again.bundlePath)) {
            try Font.registerAppFonts(in: again)
        }
        #expect(throws: AppFontError.self) { try Font.registerFont(at: directory.appendingPathComponent("NoSuchFont.ttf")) }
    }

    @Test func scrollToOnAppearShowsTheLastMessage() throws {
        let last = try #require(try drawnText("Message 40", in: ChatScreen()))
        #expect(abs(last.frame.midY - (440 - 22)) < 1, "the last message sits at the bottom: \(last.frame)")
        let first = try drawnText("Message 1", in: ChatScreen())
        #expect(first.map { $0.frame.maxY <= 0 } ?? true, "the first message is scrolled out")
    }

    @Test func onAppearStateIsDrawnInAOneShotSnapshot() throws {
        let texts = try drawnTexts(LoadsOnAppear()).map(\.string)
        #expect(texts == ["Phase: loaded", "Ada", "Grace", "Linus"])
    }
}
