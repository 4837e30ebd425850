/// The appearance of a `Label`: `.titleAndIcon`, `.iconOnly`, `.titleOnly`, or your own.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    /// The label built from `configuration.title` and `configuration.icon`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// `.labelStyle(_:)`: keeps the style (read back by inspection) and puts it in the environment.
nonisolated struct LabelStyleModifier<Style: LabelStyle>: ViewModifier, _EnvironmentModifier {
    let style: Style

    @MainActor func _modify(_ environment: inout EnvironmentValues) {
        environment.labelStyle = style
    }
}

struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: (any LabelStyle)? { nil }
}

extension EnvironmentValues {
    /// The style set with `.labelStyle(_:)` (nil: the automatic style).
    var labelStyle: (any LabelStyle)? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws labels in this view with `style`.
    public nonisolated func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(LabelStyleModifier(style: style))
    }
}
