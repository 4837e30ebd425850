/// The appearance of a `LabeledContent`: `.automatic`, or your own.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    /// The labeled content built from `configuration.label` and `configuration.content`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// `.labeledContentStyle(_:)`: keeps the style (read back by inspection) and puts it in the environment.
nonisolated struct LabeledContentStyleModifier<Style: LabeledContentStyle>: ViewModifier, _EnvironmentModifier {
    let style: Style

    @MainActor func _modify(_ environment: inout EnvironmentValues) {
        environment.labeledContentStyle = style
    }
}

struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: (any LabeledContentStyle)? { nil }
}

extension EnvironmentValues {
    /// The style set with `.labeledContentStyle(_:)` (nil: the automatic style).
    var labeledContentStyle: (any LabeledContentStyle)? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws labeled content in this view with `style`.
    public nonisolated func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(LabeledContentStyleModifier(style: style))
    }
}
