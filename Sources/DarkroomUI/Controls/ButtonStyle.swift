/// A style that draws a button's label, with the standard interaction behaviour.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    /// The button's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A style that defines both appearance and interaction (it calls `configuration.trigger()`).
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The style chosen with `.buttonStyle(_:)`, kept in the environment.
enum ButtonStyleChoice {
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleChoice? { nil }
}

extension EnvironmentValues {
    var buttonStyle: ButtonStyleChoice? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws buttons in this view with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyle = .style(style) })
    }

    /// Draws buttons in this view with the primitive `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyle = .primitive(style) })
    }
}
