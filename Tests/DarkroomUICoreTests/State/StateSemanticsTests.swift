import DarkroomUI
@testable import DarkroomUICore
import Foundation
import Testing

/// `@State` and identity, in the shapes SwiftUI apps write them.
@MainActor
@Suite struct StateSemanticsTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count: \(count)")
                Button("Increment") { count += 1 }
            }
        }
    }

    @Test func initialValueIsShown() {
        struct Greeting: View {
            @State var name = "Ada"
            var body: some View { Text("Hello, \(name)!") }
        }
        let host = ViewHosting.host(view: Greeting())
        #expect(host.texts == ["Hello, Ada!"])
    }

    @Test func tapReRendersAndOldRecordsStayReadable() throws {
        let host = ViewHosting.host(view: Counter())
        let before = host.root
        #expect(host.texts == ["Count: 0", "Increment"])
        try host.tapButton("Increment")
        try host.tapButton("Increment")
        #expect(host.texts == ["Count: 2", "Increment"])
        // The record found before the taps names the same view: re-finding it by identity answers live.
        let again = try #require(host.record(for: before.identity))
        #expect(ViewHost.texts(in: again) == ["Count: 2", "Increment"])
    }

    @Test func tapThroughHitTestingReRenders() throws {
        let host = ViewHosting.host(view: Counter())
        try host.tapCenter(of: "Increment")
        #expect(host.texts.first == "Count: 1")
    }

    @Test func stateInitializerIsIgnoredWhenTheParentReRenders() throws {
        struct Child: View {
            @State private var value: Int
            init(start: Int) { _value = State(initialValue: start) }
            var body: some View {
                Button("Child \(value)") { value += 100 }
            }
        }
        struct Parent: View {
            @State private var start = 1
            var body: some View {
                VStack {
                    Child(start: start)
                    Button("Parent") { start += 1 }
                }
            }
        }
        let host = ViewHosting.host(view: Parent())
        #expect(host.texts == ["Child 1", "Parent"])
        try host.tapButton("Parent")
        // The parent passed 2, but the child's state already exists: its initial value is ignored.
        #expect(host.texts == ["Child 1", "Parent"])
        try host.tapButton("Child 1")
        #expect(host.texts == ["Child 101", "Parent"])
    }

    struct Tally: View {
        let label: String
        @State private var taps = 0
        var body: some View {
            Button("\(label) \(taps)") { taps += 1 }
        }
    }

    @Test func stateLivesPerStructuralPosition() throws {
        struct Pair: View {
            var body: some View {
                HStack {
                    Tally(label: "A")
                    Tally(label: "B")
                }
            }
        }
        let host = ViewHosting.host(view: Pair())
        try host.tapButton("B 0")
        try host.tapButton("B 1")
        try host.tapButton("A 0")
        #expect(host.texts == ["A 1", "B 2"])
    }

    struct Item: Identifiable, Equatable {
        let id: String
    }

    @Test func reversingForEachDataMovesStateWithItsID() throws {
        struct List: View {
            @State var items = [Item(id: "x"), Item(id: "y"), Item(id: "z")]
            var body: some View {
                VStack {
                    ForEach(items) { item in Tally(label: item.id) }
                    Button("Reverse") { items.reverse() }
                }
            }
        }
        let host = ViewHosting.host(view: List())
        try host.tapButton("x 0")
        try host.tapButton("Reverse")
        #expect(host.texts == ["z 0", "y 0", "x 1", "Reverse"])
    }

    @Test func indexKeyedForEachKeepsStateAtItsIndex() throws {
        struct List: View {
            @State var names = ["x", "y", "z"]
            var body: some View {
                VStack {
                    ForEach(names.indices, id: \.self) { index in Tally(label: names[index]) }
                    Button("Reverse") { names.reverse() }
                }
            }
        }
        let host = ViewHosting.host(view: List())
        try host.tapButton("x 0")
        try host.tapButton("Reverse")
        // The state stays with index 0, which now shows "z".
        #expect(host.texts == ["z 1", "y 0", "x 0", "Reverse"])
    }

    @Test func flippingAnIfResetsTheStateOfItsBranch() throws {
        struct Toggler: View {
            @State var showsFirst = true
            var body: some View {
                VStack {
                    if showsFirst {
                        Tally(label: "first")
                    } else {
                        Tally(label: "second")
                    }
                    Button("Flip") { showsFirst.toggle() }
                }
            }
        }
        let host = ViewHosting.host(view: Toggler())
        try host.tapButton("first 0")
        #expect(host.texts.first == "first 1")
        try host.tapButton("Flip")
        #expect(host.texts.first == "second 0")
        try host.tapButton("Flip")
        // The first branch went away: its state starts over.
        #expect(host.texts.first == "first 0")
    }

    @Test func changingIDResetsState() throws {
        struct Reset: View {
            @State var generation = 0
            var body: some View {
                VStack {
                    Tally(label: "T").id(generation)
                    Button("Reset") { generation += 1 }
                }
            }
        }
        let host = ViewHosting.host(view: Reset())
        try host.tapButton("T 0")
        try host.tapButton("T 1")
        #expect(host.texts.first == "T 2")
        try host.tapButton("Reset")
        #expect(host.texts.first == "T 0")
    }

    @Test func bindingWritesReachTheOwner() throws {
        struct Switch: View {
            @Binding var isOn: Bool
            var body: some View {
                Button(isOn ? "On" : "Off") { isOn.toggle() }
            }
        }
        struct Settings: View {
            @State private var wifi = false
            var body: some View {
                VStack {
                    Text(wifi ? "Wi-Fi enabled" : "Wi-Fi disabled")
                    Switch(isOn: $wifi)
                }
            }
        }
        let host = ViewHosting.host(view: Settings())
        try host.tapButton("Off")
        #expect(host.texts == ["Wi-Fi enabled", "On"])
    }

    @Test func writesOutsideAnyHostAreDropped() {
        let counter = Counter()
        // Not hosted: the button's action writes to state that no host owns.
        let renderer = ImageRenderer(content: counter)
        #expect(throws: Never.self) { try renderer.displayList() }
        let unhosted = State(initialValue: 3)
        unhosted.wrappedValue = 4
        #expect(unhosted.wrappedValue == 3)
    }

    @Test func hostedDeepNestingDoesNotOverflow() throws {
        var view = AnyView(Counter())
        for _ in 0..<10_000 { view = AnyView(view.padding(0)) }
        let host = ViewHosting.host(view: view, size: .unspecified)
        try host.tapButton("Increment")
        #expect(host.texts.first == "Count: 1")
    }
}
