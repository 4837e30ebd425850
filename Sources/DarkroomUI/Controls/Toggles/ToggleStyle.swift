/// The appearance and behaviour of a toggle: `.switch` (iOS's default), `.button`, or your own.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle: its label and a control that shows and changes `configuration.isOn`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// `.toggleStyle(_:)`: keeps the style (read back by inspection) and puts it in the environment.
nonisolated struct ToggleStyleModifier<Style: ToggleStyle>: ViewModifier, _EnvironmentModifier {
    let style: Style

    @MainActor func _modify(_ environment: inout EnvironmentValues) {
        environment.toggleStyle = style
    }
}

struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: (any ToggleStyle)? { nil }
}

extension EnvironmentValues {
    /// The style set with `.toggleStyle(_:)` (nil: the automatic style).
    var toggleStyle: (any ToggleStyle)? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws toggles in this view with `style`.
    public nonisolated func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(ToggleStyleModifier(style: style))
    }
}
