/// A style that draws a button's label, with the standard interaction behaviour.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    /// The button's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension View {
    /// Draws buttons in this view with `style`.
    public nonisolated func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyle = .style(style) })
    }

    /// Draws buttons in this view with the primitive `style`.
    public nonisolated func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyle = .primitive(style) })
    }
}
