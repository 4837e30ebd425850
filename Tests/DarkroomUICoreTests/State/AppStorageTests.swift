import DarkroomUI
import Foundation
import Testing

/// A fresh, empty suite for one test (`removePersistentDomain` clears what an earlier run left).
private func freshDefaults(_ name: String = #function) -> UserDefaults {
    let suite = "darkroom.tests.\(name)"
    let defaults = UserDefaults(suiteName: suite)!
    defaults.removePersistentDomain(forName: suite)
    return defaults
}

private enum Theme: String { case system, light, dark }
private enum Sort: Int {
    case name = 0
    case date = 1
}

@MainActor
@Suite struct AppStorageTests {
    struct Onboarding: View {
        @AppStorage("darkroom.tests.onboarded") private var onboarded = false
        var body: some View {
            if onboarded { Text("Welcome back") } else { Button("Get started") { onboarded = true } }
        }
    }

    @Test func aTestSeedsTheStandardDefaultsAsOnIOS() throws {
        UserDefaults.standard.set(true, forKey: "darkroom.tests.onboarded")
        defer { UserDefaults.standard.removeObject(forKey: "darkroom.tests.onboarded") }
        #expect(ViewHosting.host(view: Onboarding()).texts == ["Welcome back"])
        // A one-shot render (what `assertSnapshot` draws) reads it too.
        #expect(try ImageRenderer(content: Onboarding()).render() == ImageRenderer(content: Text("Welcome back")).render())
    }

    @Test func aViewWritingItUpdatesTheNextRenderAndTheDefaults() throws {
        let defaults = freshDefaults()
        let host = ViewHosting.host(view: Onboarding().defaultAppStorage(defaults))
        #expect(host.texts == ["Get started"])
        try host.tapButton("Get started")
        #expect(host.texts == ["Welcome back"])
        #expect(defaults.bool(forKey: "darkroom.tests.onboarded"))
        #expect(UserDefaults.standard.object(forKey: "darkroom.tests.onboarded") == nil)
    }

    @Test func aWriteToTheDefaultsBetweenActionsReRendersTheHost() {
        let defaults = freshDefaults()
        let host = ViewHosting.host(view: Onboarding().defaultAppStorage(defaults))
        #expect(host.texts == ["Get started"])
        defaults.set(true, forKey: "darkroom.tests.onboarded")
        #expect(host.texts == ["Welcome back"])
        host.appStorage["darkroom.tests.onboarded"] = false
        #expect(host.texts == ["Get started"])
        #expect(defaults.object(forKey: "darkroom.tests.onboarded") as? Bool == false)
    }

    @Test func everyValueTypeSwiftUISupportsReadsWhatWasStored() {
        struct Settings: View {
            @AppStorage("bool") var bool = false
            @AppStorage("int") var int = 0
            @AppStorage("double") var double = 0.0
            @AppStorage("string") var string = "none"
            @AppStorage("url") var url = URL(string: "https://example.com")!
            @AppStorage("data") var data = Data()
            @AppStorage("theme") var theme = Theme.system
            @AppStorage("sort") var sort = Sort.name
            @AppStorage("lastVersion") var lastVersion: String?
            @AppStorage("launches") var launches: Int?
            var body: some View {
                VStack {
                    Text("\(bool ? "on" : "off") \(int) \(double, format: .number)")
                    Text("\(string) \(url.absoluteString) \(data.count)")
                    Text("\(theme.rawValue) \(sort.rawValue) \(lastVersion ?? "nil") \(launches.map(String.init) ?? "nil")")
                }
            }
        }
        let defaults = freshDefaults()
        let view = Settings().defaultAppStorage(defaults)
        #expect(ViewHosting.host(view: view).texts == ["off 0 0", "none https://example.com 0", "system 0 nil nil"])
        defaults.set(true, forKey: "bool")
        defaults.set(42, forKey: "int")
        defaults.set(2.5, forKey: "double")
        defaults.set("Ada", forKey: "string")
        defaults.set("https://swift.org/documentation", forKey: "url")
        defaults.set(Data([1, 2, 3]), forKey: "data")
        defaults.set("dark", forKey: "theme")
        defaults.set(1, forKey: "sort")
        defaults.set("2.1", forKey: "lastVersion")
        defaults.set(7, forKey: "launches")
        #expect(ViewHosting.host(view: view).texts == ["on 42 2.5", "Ada https://swift.org/documentation 3", "dark 1 2.1 7"])
    }

    @Test func writesStoreEveryTypeAndNilRemovesTheKey() throws {
        struct Editor: View {
            @AppStorage("theme") var theme = Theme.system
            @AppStorage("sort") var sort = Sort.name
            @AppStorage("homepage") var homepage: URL?
            @AppStorage("lastVersion") var lastVersion: String?
            var body: some View {
                Button("Change") {
                    theme = .dark
                    sort = .date
                    homepage = URL(string: "https://example.com/home")
                    lastVersion = nil
                }
            }
        }
        let defaults = freshDefaults()
        defaults.set("1.0", forKey: "lastVersion")
        let host = ViewHosting.host(view: Editor().defaultAppStorage(defaults))
        try host.tapButton("Change")
        #expect(defaults.string(forKey: "theme") == "dark")
        #expect(defaults.integer(forKey: "sort") == 1)
        #expect(defaults.string(forKey: "homepage") == "https://example.com/home")
        #expect(defaults.object(forKey: "lastVersion") == nil)
    }

    @Test func aPropertyNamingAStoreReadsThatSuiteWhateverTheEnvironmentSays() {
        let shared = freshDefaults("shared")
        let other = freshDefaults()
        shared.set("Shared", forKey: "name")
        other.set("Other", forKey: "name")
        struct Widget: View {
            @AppStorage("name", store: UserDefaults(suiteName: "darkroom.tests.shared")) var name = "none"
            var body: some View { Text(name) }
        }
        #expect(ViewHosting.host(view: Widget().defaultAppStorage(other)).texts == ["Shared"])
    }

    @Test func eachTestsOwnSuiteKeepsTestsApart() throws {
        let first = freshDefaults("first"), second = freshDefaults("second")
        let a = ViewHosting.host(view: Onboarding().defaultAppStorage(first))
        let b = ViewHosting.host(view: Onboarding().defaultAppStorage(second))
        try a.tapButton("Get started")
        #expect(a.texts == ["Welcome back"])
        #expect(b.texts == ["Get started"])
    }
}
