import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// GeometryReader, ViewThatFits, Button and button styles.
@MainActor @Suite struct ContainerTests {
    @Test func geometryReaderTakesTheProposalAndPlacesTopLeading() throws {
        let view = GeometryReader { proxy in
            box("half", proxy.size.width / 2, 10)
        }
        .padding(10)
        let layout = try inspect(view, width: 120, height: 60)
        #expect(layout.size == CGSize(width: 120, height: 60))
        // The reader is 100×40 at (10, 10); its content sits at its top-leading corner.
        #expect(try layout.frame(of: "half") == CGRect(x: 10, y: 10, width: 50, height: 10))
        // Unspecified → 10×10.
        #expect(try inspect(GeometryReader { _ in Color.red }).size == CGSize(width: 10, height: 10))
    }

    @Test func geometryProxyFrames() throws {
        final class Seen: @unchecked Sendable {
            var global: CGRect = .null
            var local: CGRect = .null
        }
        let seen = Seen()
        _ = try inspect(
            VStack(spacing: 0) {
                Color.red.frame(height: 20)
                GeometryReader { proxy in
                    let _ = {
                        seen.global = proxy.frame(in: .global)
                        seen.local = proxy.frame(in: .local)
                    }()
                    Color.blue
                }
            }, width: 50, height: 100)
        #expect(seen.global == CGRect(x: 0, y: 20, width: 50, height: 80))
        #expect(seen.local == CGRect(x: 0, y: 0, width: 50, height: 80))
    }

    @Test func viewThatFitsPicksTheFirstThatFits() throws {
        let view = ViewThatFits {
            box("wide", 200, 10)
            box("medium", 100, 10)
            box("small", 20, 10)
        }
        #expect(try inspect(view, width: 150, height: 50).identifiers == ["medium"])
        #expect(try inspect(view, width: 300, height: 50).identifiers == ["wide"])
        // Nothing fits: the last one.
        #expect(try inspect(view, width: 10, height: 50).identifiers == ["small"])
        // Only the vertical axis is constrained: the widest fits.
        #expect(
            try inspect(
                ViewThatFits(in: .vertical) {
                    box("wide", 200, 10)
                    box("small", 20, 10)
                }, width: 10, height: 50
            ).identifiers == ["wide"])
    }

    @Test func buttonDrawsItsLabelInTheTint() throws {
        func fills<V: View>(_ v: V) throws -> [String] {
            try ImageRenderer(content: v).displayList().items.compactMap {
                if case .fill(_, let c, _) = $0 { return c.description }
                return nil
            }
        }
        // Default style: tint (accent blue), no chrome.
        #expect(try fills(Button(action: {}) { Rectangle().frame(width: 10, height: 10) }) == ["#007AFFFF"])
        #expect(try fills(Button(action: {}) { Rectangle().frame(width: 10, height: 10) }.tint(.red)) == ["#FF3B30FF"])
        // A tint inside the label wins (the Jokes button).
        #expect(try fills(Button(action: {}) { Rectangle().tint(.black).frame(width: 10, height: 10) }) == ["#000000FF"])
        // Plain style: the label's own foreground (primary).
        #expect(try fills(Button(action: {}) { Rectangle().frame(width: 10, height: 10) }.buttonStyle(.plain)) == ["#000000FF"])
        // Layout is the label's.
        #expect(try inspect(Button(action: {}) { Rectangle().frame(width: 30, height: 12) }).size == CGSize(width: 30, height: 12))
    }

    struct Capsuled: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(4)
                .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.yellow))
        }
    }

    final class Counter: @unchecked Sendable { var taps = 0 }

    struct Triggering: PrimitiveButtonStyle {
        let onMake: (Configuration) -> Void
        func makeBody(configuration: Configuration) -> some View {
            let _ = onMake(configuration)
            configuration.label.border(Color.red)
        }
    }

    @Test func buttonStyles() throws {
        let styled = try inspect(Button(action: {}) { box("label", 20, 10) }.buttonStyle(Capsuled()))
        #expect(styled.size == CGSize(width: 28, height: 18))
        #expect(try styled.frame(of: "label").origin == CGPoint(x: 4, y: 4))

        let counter = Counter()
        let view = Button(action: { counter.taps += 1 }) { box("label") }.buttonStyle(Triggering { $0.trigger() })
        _ = try inspect(view)
        #expect(counter.taps == 1)
    }

    @Test func buttonWithTitleCompilesAndMeasuresWithTheStandInMeasurer() throws {
        // Stand-in text: 8 points per character, 16 per line → "Tell me" is 56×16.
        #expect(try inspect(Button("Tell me") {}).size == CGSize(width: 56, height: 16))
    }

    @Test func standInTextWraps() throws {
        // "aaa bb" is 48 wide ideally; in 32 it wraps to "aaa" / "bb" → 24×32; a zero width gives zero.
        #expect(try inspect(Text("aaa bb"), width: 32).size == CGSize(width: 24, height: 32))
        #expect(try inspect(Text("aaa bb"), width: 100).size == CGSize(width: 48, height: 16))
        #expect(try inspect(Text("aaa bb"), width: 0).size == .zero)
        // A word longer than the line breaks inside: "abcdefgh" in 32 → 4 + 4 characters.
        #expect(try inspect(Text("abcdefgh"), width: 32).size == CGSize(width: 32, height: 32))
    }
}
