/// The appearance of a `GroupBox`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    /// The group box built from `configuration.label` and `configuration.content`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// `.groupBoxStyle(_:)`: keeps the style (read back by inspection) and puts it in the environment.
nonisolated struct GroupBoxStyleModifier<Style: GroupBoxStyle>: ViewModifier, _EnvironmentModifier {
    let style: Style

    @MainActor func _modify(_ environment: inout EnvironmentValues) {
        environment.groupBoxStyle = style
    }
}

struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: (any GroupBoxStyle)? { nil }
}

extension EnvironmentValues {
    /// The style set with `.groupBoxStyle(_:)` (nil: the automatic style).
    var groupBoxStyle: (any GroupBoxStyle)? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws group boxes in this view with `style`.
    public nonisolated func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(GroupBoxStyleModifier(style: style))
    }
}
