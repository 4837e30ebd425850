import Darkroom

// The views and styles of ViewInspector's styles guide (shared/seeds/viewinspector-styles-guide.txt), copied with
// `import SwiftUI` → `import Darkroom`. The guide's typos are fixed here; docs/INSPECTION.md lists each fix.

struct CustomButtonStyle: ButtonStyle {
    public func makeBody(configuration: CustomButtonStyle.Configuration) -> some View {
        configuration.label
            .blur(radius: configuration.isPressed ? 5 : 0)
    }
}

struct CustomLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.title
                .blur(radius: 3)
            configuration.icon
                .padding(5)
        }
    }
}

struct CustomGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
                .brightness(3)
            configuration.content
                .blur(radius: 5)
        }
    }
}

struct CustomToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .blur(radius: configuration.isOn ? 5 : 0)
    }
}

struct CustomProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
                .brightness(3)
            configuration.currentValueLabel
                .blur(radius: 5)
            Text("Completed: \(Int(configuration.fractionCompleted.flatMap { $0 * 100 } ?? 0))%")
        }
    }
}

// MARK: Custom styles

struct HelloWorldStyleConfiguration {}

@MainActor
protocol HelloWorldStyle {
    associatedtype Body: View

    typealias Configuration = HelloWorldStyleConfiguration

    func makeBody(configuration: Self.Configuration) -> Self.Body
}

struct DefaultHelloWorldStyle: HelloWorldStyle {
    func makeBody(configuration: HelloWorldStyleConfiguration) -> some View {
        ZStack {
            Rectangle()
                .strokeBorder(Color.accentColor, lineWidth: 1, antialiased: true)
        }
    }
}

struct HelloWorld: View {
    @Environment(\.helloWorldStyle) var style
    var body: some View {
        ZStack {
            Text("Hello World!")
            style.makeBody(configuration: HelloWorldStyleConfiguration())
        }
    }
}

struct HelloWorldStyleKey: EnvironmentKey {
    // Fixed: the guide's `static var defaultValue = …` is a mutable global, an error in Swift 6 language mode.
    // Styles make views, which are main-actor isolated (as in SwiftUI); environment values are read during resolution,
    // which runs on the main actor.
    static var defaultValue: AnyHelloWorldStyle { MainActor.assumeIsolated { AnyHelloWorldStyle(DefaultHelloWorldStyle()) } }
}

extension EnvironmentValues {
    var helloWorldStyle: AnyHelloWorldStyle {
        get { self[HelloWorldStyleKey.self] }
        set { self[HelloWorldStyleKey.self] = newValue }
    }
}

struct AnyHelloWorldStyle: HelloWorldStyle {
    private var _makeBody: (HelloWorldStyleConfiguration) -> AnyView

    init<S: HelloWorldStyle>(_ style: S) {
        _makeBody = { configuration in
            AnyView(style.makeBody(configuration: configuration))
        }
    }

    func makeBody(configuration: HelloWorldStyleConfiguration) -> some View {
        _makeBody(configuration)
    }
}

struct HelloWorldStyleModifier<S: HelloWorldStyle>: ViewModifier {
    let style: S

    init(_ style: S) {
        self.style = style
    }

    func body(content: Self.Content) -> some View {
        content
            .environment(\.helloWorldStyle, AnyHelloWorldStyle(style))
    }
}

extension View {
    // Fixed: the guide constrains `S: helloWorldStyle` (lower-case h), which names no type.
    func helloWorldStyle<S: HelloWorldStyle>(_ style: S) -> some View {
        modifier(HelloWorldStyleModifier(style))
    }
}

struct Content: View {
    var body: some View {
        HelloWorld()
            .helloWorldStyle(RedOutlineHelloWorldStyle())
    }
}

// The guide's refactored form (for asynchronous inspection of a style with state); the guide declares the
// style twice, before and after the refactoring: our copy keeps the refactored one.
struct RedOutlineHelloWorldStyle: HelloWorldStyle {
    func makeBody(configuration: HelloWorldStyleConfiguration) -> some View {
        // Fixed: the guide has one closing parenthesis too many.
        StyleBody(configuration: configuration)
    }

    struct StyleBody: View {
        let configuration: HelloWorldStyleConfiguration

        internal var didAppear: ((Self) -> Void)?

        var body: some View {
            ZStack {
                Rectangle()
                    .strokeBorder(Color.red, lineWidth: 3, antialiased: true)
            }
            .onAppear { self.didAppear?(self) }
        }
    }
}

extension RedOutlineHelloWorldStyle {
    func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = HelloWorldStyleConfiguration()
        let view = try makeBody(configuration: configuration).inspect()
        return try view.classify()
    }
}

struct CustomPrimitiveButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: PrimitiveButtonStyle.Configuration) -> some View {
        CustomButton(configuration: configuration)
    }

    struct CustomButton: View {
        let configuration: PrimitiveButtonStyle.Configuration
        @State private(set) var isPressed = false
        // Added (the guide's test uses `view.inspection`): ViewInspector's inspection emissary, declared as its
        // guide on asynchronous inspection does.
        internal let inspection = Inspection<Self>()

        var body: some View {
            configuration.label
                .blur(radius: isPressed ? 5 : 0)
                .onTapGesture {
                    self.isPressed = true
                    self.configuration.trigger()
                }
                .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
        }
    }
}

/// ViewInspector's inspection emissary, declared by the user as its guide does (Darkroom ships no `Inspection`).
final class Inspection<V>: InspectionEmissary {
    let notice = PassthroughSubject<UInt, Never>()
    var callbacks = [UInt: (V) -> Void]()
}
