import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `.tint(_:)` reaches every place iOS draws in the tint, and nothing there falls back to the default accent colour.
/// One row per control, written as apps write them; each is rendered at 2× and must show the tint colour itself
/// (an opaque pixel within a few levels of it).
@MainActor @Suite struct TintReachTests {
    /// A colour no control draws on its own, so a pixel of it can only come from the tint.
    static let tint = Color(red: 1, green: 0, blue: 1)
    static let tintRGB = [255, 0, 255]

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @MainActor @Sendable () -> AnyView
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "borderless button") { AnyView(Button("Save") {}) },
        Case(name: "bordered button") { AnyView(Button("Save") {}.buttonStyle(.bordered)) },
        Case(name: "bordered prominent button") { AnyView(Button("Save") {}.buttonStyle(.borderedProminent)) },
        Case(name: "button with a symbol") {
            AnyView(
                Button {
                } label: {
                    Image(systemName: "square.and.arrow.up")
                })
        },
        Case(name: "link") { AnyView(Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)) },
        Case(name: "Markdown link in text") { AnyView(Text("Read the [privacy policy](https://example.com).")) },
        Case(name: "toggle") { AnyView(Toggle("Notifications", isOn: .constant(true))) },
        Case(name: "slider") { AnyView(Slider(value: .constant(0.6))) },
        Case(name: "progress view") { AnyView(ProgressView(value: 0.6)) },
        Case(name: "menu picker") {
            AnyView(
                Picker("Size", selection: .constant("M")) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                }.pickerStyle(.menu))
        },
        Case(name: "inline picker checkmark") {
            AnyView(
                List {
                    Picker("Size", selection: .constant("M")) {
                        Text("Small").tag("S")
                        Text("Medium").tag("M")
                    }.pickerStyle(.inline)
                })
        },
        Case(name: "toolbar button") {
            AnyView(
                NavigationStack {
                    Text("Inbox")
                        .toolbar { Button("Edit") {} }
                })
        },
        Case(name: "label icon in a list row") {
            AnyView(List { Label("Favourites", systemImage: "star.fill") })
        },
        Case(name: "navigation link in text") {
            AnyView(NavigationStack { NavigationLink("Show details", value: 1) })
        },
        Case(name: "gauge") {
            AnyView(Gauge(value: 0.6) { Text("Battery") }.gaugeStyle(.accessoryLinear))
        },
    ]

    private func showsTint(_ view: AnyView, _ rgb: [Int]) throws -> Bool {
        let rendered = try Rendered(view.frame(width: 320, height: 200), scale: 2)
        let bitmap = rendered.bitmap
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where rendered.matches(x, y, rgb + [255], tolerance: 6) {
                return true
            }
        }
        return false
    }

    @Test(arguments: cases)
    func tintReaches(_ control: Case) throws {
        #expect(try showsTint(AnyView(control.make().tint(Self.tint)), Self.tintRGB), "\(control.name) does not draw in the tint")
    }

    /// The legacy spelling, `.accentColor(_:)`, sets the same tint.
    @Test func accentColorModifierSetsTheTint() throws {
        #expect(try showsTint(AnyView(Slider(value: .constant(0.6)).accentColor(Self.tint)), Self.tintRGB))
    }

    /// Without a tint, the tinted places draw in the accent colour (systemBlue unless the app sets AccentColor).
    @Test func withoutATintTheAccentColourIsUsed() throws {
        #expect(try showsTint(AnyView(Button("Save") {}.buttonStyle(.borderedProminent)), [0, 122, 255]))
        #expect(try showsTint(AnyView(List { Label("Favourites", systemImage: "star.fill") }), [0, 122, 255]))
    }
}
