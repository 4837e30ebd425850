import DarkroomUI
@testable import DarkroomUICore
import Foundation
import Observation
import Testing

/// Observable models, environment objects, app storage and custom dynamic properties.
@MainActor
@Suite struct DataFlowTests {
    final class Library: ObservableObject {
        @Published var books: [String] = []
        @MainActor static var made = 0
        @MainActor init() { Library.made += 1 }
    }

    /// Counts body evaluations per view name (a test-only probe; bodies run on the main actor).
    final class BodyCounter {
        var counts: [String: Int] = [:]
        func tick(_ name: String) { counts[name, default: 0] += 1 }
    }

    @Test func stateObjectIsCreatedOnceAcrossReRenders() throws {
        struct Shelf: View {
            @StateObject private var library = Library()
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("\(library.books.count) books, \(taps) taps")
                    Button("Add") { library.books.append("Dune") }
                    Button("Tap") { taps += 1 }
                }
            }
        }
        Library.made = 0
        let host = ViewHosting.host(view: Shelf())
        try host.tapButton("Tap")
        try host.tapButton("Add")
        try host.tapButton("Add")
        #expect(host.texts.first == "2 books, 1 taps")
        #expect(Library.made == 1)
    }

    @Test func observedObjectChangeReRendersOnlyItsObservers() throws {
        struct Count: View {
            @ObservedObject var library: Library
            let counter: BodyCounter
            var body: some View {
                let _ = counter.tick("Count")
                Text("\(library.books.count)")
            }
        }
        struct Static: View {
            let counter: BodyCounter
            var body: some View {
                let _ = counter.tick("Static")
                Text("static")
            }
        }
        struct Screen: View {
            let library: Library
            let counter: BodyCounter
            var body: some View {
                VStack {
                    Count(library: library, counter: counter)
                    Static(counter: counter)
                }
            }
        }
        let library = Library(), counter = BodyCounter()
        let host = ViewHosting.host(view: Screen(library: library, counter: counter))
        try host.perform { library.books.append("Emma") }
        #expect(host.texts == ["1", "static"])
        #expect(counter.counts == ["Count": 2, "Static": 1])
    }

    @Observable final class Profile {
        var name = "Ada"
        var age = 36
    }

    @Test func observableChangeReRendersOnlyWhatReadIt() throws {
        struct Name: View {
            let profile: Profile
            let counter: BodyCounter
            var body: some View {
                let _ = counter.tick("Name")
                Text(profile.name)
            }
        }
        struct Age: View {
            let profile: Profile
            let counter: BodyCounter
            var body: some View {
                let _ = counter.tick("Age")
                Text("\(profile.age)")
            }
        }
        struct Card: View {
            let profile: Profile
            let counter: BodyCounter
            var body: some View {
                VStack {
                    Name(profile: profile, counter: counter)
                    Age(profile: profile, counter: counter)
                }
            }
        }
        let profile = Profile(), counter = BodyCounter()
        let host = ViewHosting.host(view: Card(profile: profile, counter: counter))
        try host.perform { profile.age = 37 }
        #expect(host.texts == ["Ada", "37"])
        #expect(counter.counts == ["Name": 1, "Age": 2])
    }

    @Test func observableInTheEnvironmentWithBindable() throws {
        struct Editor: View {
            @Environment(Profile.self) private var profile
            var body: some View {
                @Bindable var profile = profile
                VStack {
                    Text("Name: \(profile.name)")
                    Button("Rename") { $profile.name.wrappedValue = "Grace" }
                }
            }
        }
        let host = ViewHosting.host(view: Editor().environment(Profile()))
        try host.tapButton("Rename")
        #expect(host.texts == ["Name: Grace", "Rename"])
    }

    @Test func environmentObjectIsReadAndObserved() throws {
        struct Count: View {
            @EnvironmentObject var library: Library
            var body: some View {
                Button("\(library.books.count) books") { library.books.append("Persuasion") }
            }
        }
        let host = ViewHosting.host(view: Count().environmentObject(Library()))
        try host.tapButton("0 books")
        #expect(host.texts == ["1 books"])
    }

    @Test func missingEnvironmentObjectIsAnErrorNamingTypeAndProperty() throws {
        struct Count: View {
            @EnvironmentObject var library: Library
            var body: some View { Text("\(library.books.count)") }
        }
        let host = ViewHosting.host(
            view: VStack {
                Count()
                Text("still here")
            })
        #expect {
            try host.perform {}
        } throws: { error in
            "\(error)".contains("type Library") && "\(error)".contains("'library'")
        }
        // The rest of the screen is there; the view that lacks its object is not drawn.
        #expect(host.texts == ["still here"])
    }

    @Test func missingEnvironmentObjectFailsAPlainRender() {
        struct Count: View {
            @EnvironmentObject var library: Library
            var body: some View { Text("\(library.books.count)") }
        }
        #expect {
            try ImageRenderer(content: Count()).displayList()
        } throws: { error in
            "\(error)".contains("No ObservableObject of type Library found for property 'library'")
        }
    }

    @Test func appStorageIsSeedableThroughTheHostAndKeptApartBySuites() throws {
        struct Greeting: View {
            @AppStorage("username") private var username = "Anonymous"
            var body: some View {
                Button("Hello, \(username)") { username = "Grace" }
            }
        }
        func suite(_ name: String) -> UserDefaults {
            let defaults = UserDefaults(suiteName: name)!
            defaults.removePersistentDomain(forName: name)
            return defaults
        }
        let defaults = suite("darkroom.tests.greeting")
        let host = ViewHosting.host(view: Greeting().defaultAppStorage(defaults))
        #expect(host.texts == ["Hello, Anonymous"])
        host.appStorage["username"] = "Ada"
        #expect(host.texts == ["Hello, Ada"])
        #expect(defaults.string(forKey: "username") == "Ada")
        try host.tapButton("Hello, Ada")
        #expect(host.texts == ["Hello, Grace"])
        // A host on another suite starts empty: nothing leaks between them.
        #expect(ViewHosting.host(view: Greeting().defaultAppStorage(suite("darkroom.tests.other"))).texts == ["Hello, Anonymous"])
    }

    @propertyWrapper
    struct Clamped: DynamicProperty {
        @State private var raw = 0
        private(set) var updates = 0
        var wrappedValue: Int {
            get { min(raw, 3) }
            nonmutating set { raw = newValue }
        }
        mutating func update() { updates += 1 }
        var updateCount: Int { updates }
    }

    @Test func customDynamicPropertiesAreInstalledAndUpdatedBeforeBody() throws {
        struct Stepper: View {
            @Clamped var value: Int
            var body: some View {
                VStack {
                    Text("value \(value), updated \(_value.updateCount > 0)")
                    Button("Up") { value += 1 }
                }
            }
        }
        let host = ViewHosting.host(view: Stepper())
        #expect(host.texts.first == "value 0, updated true")
        for _ in 0..<5 { try host.tapButton("Up") }
        #expect(host.texts.first == "value 3, updated true")
    }
}
