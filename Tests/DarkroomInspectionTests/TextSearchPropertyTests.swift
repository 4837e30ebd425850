import Darkroom
import Foundation
import Testing

/// A custom modifier: the content inside its body is searched, and the environment it sets is kept.
private struct Highlight: ViewModifier {
    func body(content: Self.Content) -> some View {
        content
            .environment(\.font, .headline)
    }
}

/// `find(text:)` has its own fast walk; on random screens (stacks, `ForEach`, `if`/`else`, optionals, custom views
/// and modifiers, backgrounds and overlays, buttons) it must find the same text as the general search
/// (`find(ViewType.Text.self) { $0.string() == … }`), in the same order, on a view value and in a host, and a miss
/// must name the nearest texts of the whole screen. Every failure prints the seed.
@MainActor
@Suite struct TextSearchPropertyTests {
    /// A custom view: its body is searched.
    struct Card<Content: View>: View {
        let content: Content
        var body: some View {
            VStack(alignment: .leading) { content }
                .padding(8)
        }
    }

    /// Deterministic random numbers (SplitMix64).
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// A random screen; every `Text` gets its own accessibility identifier so that a found text can be told apart
    /// from an equal one elsewhere.
    @MainActor
    struct ScreenBuilder {
        static let words = ["Inbox", "Drafts", "Sent", "Archive", "Trash", "Inbox ", "inbox", "Settings", "Sign out", "★"]
        var random: Generator
        var textCount = 0

        mutating func text() -> AnyView {
            textCount += 1
            let string = Self.words[random.next(Self.words.count)]
            let id = "t\(textCount)"
            switch random.next(4) {
            case 0: return AnyView(Text(verbatim: string).accessibilityIdentifier(id))
            case 1: return AnyView(Text(verbatim: string).accessibilityIdentifier(id).foregroundColor(.secondary))
            case 2: return AnyView(Text(verbatim: string).accessibilityIdentifier(id).font(.caption).padding(4))
            default: return AnyView(Text(verbatim: string).accessibilityIdentifier(id).modifier(Highlight()))
            }
        }

        mutating func view(depth: Int) -> AnyView {
            if depth == 0 { return text() }
            switch random.next(12) {
            case 0: return text()
            case 1:
                let a = view(depth: depth - 1), b = view(depth: depth - 1), c = view(depth: depth - 1)
                return AnyView(
                    VStack {
                        a
                        b
                        c
                    })
            case 2:
                let a = view(depth: depth - 1), b = view(depth: depth - 1)
                return AnyView(
                    HStack {
                        a
                        Spacer()
                        b
                    })
            case 3:
                let count = random.next(4)
                let rows = (0..<count).map { _ in view(depth: depth - 1) }
                return AnyView(VStack { ForEach(rows.indices, id: \.self) { rows[$0] } })
            case 4:
                let flag = random.next(2) == 0
                let a = view(depth: depth - 1), b = view(depth: depth - 1)
                return AnyView(Group { if flag { a } else { b } })
            case 5:
                let present = random.next(2) == 0
                let a: AnyView? = present ? view(depth: depth - 1) : nil
                let b = view(depth: depth - 1)
                return AnyView(
                    ZStack {
                        a
                        b
                    })
            case 6:
                let a = view(depth: depth - 1)
                return AnyView(Card(content: a))
            case 7:
                let a = view(depth: depth - 1), decoration = text()
                return AnyView(a.background(decoration))
            case 8:
                let a = view(depth: depth - 1), decoration = text()
                return AnyView(a.overlay(alignment: .topLeading) { decoration })
            case 9:
                let label = text()
                return AnyView(Button(action: {}) { label })
            case 10:
                let a = view(depth: depth - 1)
                return AnyView(a.modifier(Highlight()).id(random.next(100)))
            default:
                let a = view(depth: depth - 1)
                return AnyView(a.padding().frame(maxWidth: .infinity))
            }
        }
    }

    /// What a search found: its string and the identifier of the text, or the error message.
    enum Outcome: Equatable {
        case found(String, String)
        case missing(String)
    }

    static func fast(_ root: InspectableView<ViewType.ClassifiedView>, _ target: String) -> Outcome {
        do {
            let text = try root.find(text: target)
            return .found(try text.string(), try text.accessibilityIdentifier())
        } catch {
            return .missing("\(error)")
        }
    }

    static func general(_ root: InspectableView<ViewType.ClassifiedView>, _ target: String) -> Outcome? {
        guard let text = try? root.find(ViewType.Text.self, where: { try $0.string() == target }) else { return nil }
        return (try? .found(text.string(), text.accessibilityIdentifier())) ?? nil
    }

    @Test(arguments: 0..<60)
    func fastTextSearchMatchesTheGeneralSearch(seed: Int) throws {
        var builder = ScreenBuilder(random: Generator(state: UInt64(seed) &* 7919))
        let screen = builder.view(depth: 4)
        let host = ViewHosting.host(view: screen, size: ProposedViewSize(width: 390, height: 844))
        let roots: [(String, InspectableView<ViewType.ClassifiedView>)] = [("value", try screen.inspect()), ("host", try host.inspect())]
        for (kind, root) in roots {
            let texts = root.findAll(ViewType.Text.self).compactMap { try? $0.string() }
            for target in ScreenBuilder.words + ["Outbox"] {
                let outcome = Self.fast(root, target)
                if let expected = Self.general(root, target) {
                    #expect(outcome == expected, "seed \(seed), \(kind), find(text: \"\(target)\")")
                } else {
                    guard case .missing(let message) = outcome else {
                        Issue.record("seed \(seed), \(kind): find(text: \"\(target)\") found \(outcome), the general search nothing")
                        continue
                    }
                    #expect(message.contains("find(text: \"\(target)\")"), "seed \(seed), \(kind): \(message)")
                    for candidate in Self.nearest(target, in: texts) {
                        #expect(message.contains("\"\(candidate)\""), "seed \(seed), \(kind): \(message) should name \"\(candidate)\"")
                    }
                }
            }
        }
        // The value and the host find the same texts.
        for target in ScreenBuilder.words {
            let onValue = Self.fast(try screen.inspect(), target), inHost = Self.fast(try host.inspect(), target)
            if case .found = onValue { #expect(onValue == inHost, "seed \(seed): value and host differ for \"\(target)\"") }
        }
    }

    @Test func aFoundHostedTextReResolvesAfterATap() throws {
        struct Mailbox: View {
            @State private var unread = 3
            var body: some View {
                VStack {
                    ForEach(0..<50, id: \.self) { index in
                        Text("Message \(index)")
                    }
                    Text("Unread: \(unread)")
                    Button("Read one") { unread -= 1 }
                }
            }
        }
        let host = ViewHosting.host(view: Mailbox())
        let counter = try host.inspect().find(text: "Unread: 3")
        try host.inspect().find(button: "Read one").tap()
        #expect(try counter.string() == "Unread: 2")
        #expect(try host.inspect().find(text: "Unread: 2").string() == "Unread: 2")
        #expect(throws: (any Error).self) { try host.inspect().find(text: "Unread: 3") }
    }

    /// Up to three texts closest to `target` by edit distance (ties by name), as the error message lists them.
    static func nearest(_ target: String, in candidates: [String]) -> [String] {
        var unique: [String] = []
        for candidate in candidates where !unique.contains(candidate) { unique.append(candidate) }
        func distance(_ a: String, _ b: String) -> Int {
            let a = Array(a.lowercased()), b = Array(b.lowercased())
            var previous = Array(0...b.count)
            for i in 1...max(a.count, 1) where !a.isEmpty {
                var current = [i] + Array(repeating: 0, count: b.count)
                for j in 1...max(b.count, 1) where !b.isEmpty {
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                }
                previous = current
            }
            return a.isEmpty ? b.count : previous[b.count]
        }
        let scored: [(name: String, distance: Int)] = unique.map { (name: $0, distance: distance(target, $0)) }
        let sorted = scored.sorted { lhs, rhs in lhs.distance != rhs.distance ? lhs.distance < rhs.distance : lhs.name < rhs.name }
        return sorted.prefix(3).map { $0.name }
    }
}
