import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// @ViewBuilder control flow, ForEach, Group, AnyView, ViewModifier and the environment.
@MainActor @Suite struct ViewBuilderAndEnvironmentTests {
    struct Conditional: View {
        let flag: Bool
        let name: String?
        let choice: Int
        var body: some View {
            VStack(spacing: 0) {
                if flag { box("if") } else { box("else") }
                if let name { box(name) }
                switch choice {
                case 0: box("zero")
                case 1: box("one")
                default: EmptyView()
                }
                if !flag { box("optional") }
            }
        }
    }

    @Test func controlFlow() throws {
        let a = try inspect(Conditional(flag: true, name: "named", choice: 1))
        #expect(a.identifiers == ["if", "named", "one"])
        let b = try inspect(Conditional(flag: false, name: nil, choice: 5))
        #expect(b.identifiers == ["else", "optional"])
        #expect(b.size.height == 20)
    }

    struct Item: Identifiable {
        let id: String
    }

    @Test func forEachVariants() throws {
        let range = try inspect(HStack(spacing: 0) { ForEach(0..<3) { i in box("r\(i)") } })
        #expect(range.identifiers == ["r0", "r1", "r2"])
        #expect(try range.frame(of: "r2").minX == 20)
        let identifiable = try inspect(VStack { ForEach([Item(id: "x"), Item(id: "y")]) { box($0.id) } })
        #expect(identifiable.identifiers == ["x", "y"])
        let keyed = try inspect(VStack { ForEach(["p", "q"], id: \.self) { box($0) } })
        #expect(keyed.identifiers == ["p", "q"])
    }

    @Test func modifiersOnAGroupApplyToEachView() throws {
        // Each box gets its own 5-point padding: 20 + 8 + 20 = 48.
        let layout = try inspect(
            HStack {
                Group {
                    box("a")
                    box("b")
                }.padding(5)
            })
        #expect(layout.size == CGSize(width: 48, height: 20))
        #expect(try layout.frame(of: "b").minX == 33)
    }

    @Test func anyViewAndTupleView() throws {
        let erased = AnyView(AnyView(box("a", 12, 12)))
        #expect(try inspect(erased).size == CGSize(width: 12, height: 12))
        let tuple = TupleView((box("t1"), box("t2")))
        #expect(try inspect(VStack { tuple }).identifiers == ["t1", "t2"])
    }

    struct Card: ViewModifier {
        let inset: CGFloat
        func body(content: Content) -> some View {
            content.padding(inset).background(Color.gray)
        }
    }

    @Test func customViewModifier() throws {
        let layout = try inspect(box("b").modifier(Card(inset: 3)))
        #expect(layout.size == CGSize(width: 16, height: 16))
        #expect(try layout.frame(of: "b").origin == CGPoint(x: 3, y: 3))
    }

    struct Gap: EnvironmentKey {
        static let defaultValue: CGFloat = 2
    }

    struct SchemeReader: View {
        @Environment(\.colorScheme) var colorScheme
        @Environment(\.gap) var gap
        var body: some View {
            box(colorScheme == .dark ? "dark" : "light").padding(gap)
        }
    }

    @Test func environmentFlowsDown() throws {
        #expect(try inspect(SchemeReader()).identifiers == ["light"])
        #expect(try inspect(SchemeReader()).size.width == 14)
        let dark = try inspect(SchemeReader().environment(\.colorScheme, .dark).environment(\.gap, 5))
        #expect(dark.identifiers == ["dark"])
        #expect(dark.size.width == 20)
    }

    @Test func namedColoursResolveByScheme() throws {
        ColorRegistry.shared.register("TestAccent", light: Color(red: 1, green: 0, blue: 0), dark: Color(red: 0, green: 0, blue: 1))
        defer { ColorRegistry.shared.unregister("TestAccent") }
        func firstFill<V: View>(_ v: V) throws -> String {
            let list = try ImageRenderer(content: v).displayList()
            guard case .fill(_, let color, _)? = list.items.first else { return "none" }
            return color.description
        }
        #expect(try firstFill(Color("TestAccent")) == "#FF0000FF")
        #expect(try firstFill(Color("TestAccent").environment(\.colorScheme, .dark)) == "#0000FFFF")
        #expect(try firstFill(Color.red.environment(\.colorScheme, .dark)) == "#FF453AFF")
        #expect(try firstFill(Color.primary.environment(\.colorScheme, .dark)) == "#FFFFFFFF")
        #expect(try firstFill(Color(white: 0.5, opacity: 0.5)) == "#80808080")
        #expect(try firstFill(Color.blue.opacity(0.5)) == "#007AFF80")
        // An unknown name draws nothing.
        #expect(try firstFill(Color("Nope")) == "none")
    }

    @Test func foregroundAndTint() throws {
        func fills<V: View>(_ v: V) throws -> [String] {
            try ImageRenderer(content: v).displayList().items.compactMap {
                if case .fill(_, let c, _) = $0 { return c.description }
                return nil
            }
        }
        #expect(try fills(Rectangle()) == ["#000000FF"])
        #expect(try fills(Rectangle().foregroundColor(.green)) == ["#34C759FF"])
        #expect(try fills(Rectangle().foregroundStyle(.red)) == ["#FF3B30FF"])
        #expect(try fills(Rectangle().fill(.tint).tint(.orange)) == ["#FF9500FF"])
        #expect(try fills(Rectangle().fill(.tint)) == ["#007AFFFF"])
    }
}

extension EnvironmentValues {
    var gap: CGFloat {
        get { self[ViewBuilderAndEnvironmentTests.Gap.self] }
        set { self[ViewBuilderAndEnvironmentTests.Gap.self] = newValue }
    }
}

/// A modifier whose body keeps its content for later (GeometryReader content resolves at placement).
struct HalfWidth: ViewModifier {
    func body(content: Content) -> some View {
        GeometryReader { proxy in
            content.frame(width: proxy.size.width / 2)
        }
    }
}

@MainActor @Suite struct DeferredModifierContentTests {
    @Test func modifierContentCanBeResolvedLater() throws {
        let layout = try inspect(Color.red.accessibilityIdentifier("c").modifier(HalfWidth()), width: 100, height: 20)
        #expect(try layout.frame(of: "c") == CGRect(x: 0, y: 0, width: 50, height: 20))
    }
}
