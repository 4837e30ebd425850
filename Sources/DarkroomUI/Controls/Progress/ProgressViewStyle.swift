/// The appearance of a `ProgressView`: `.linear`, `.circular`, or your own.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view built from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// `.progressViewStyle(_:)`: keeps the style (read back by inspection) and puts it in the environment.
nonisolated struct ProgressViewStyleModifier<Style: ProgressViewStyle>: ViewModifier, _EnvironmentModifier {
    let style: Style

    @MainActor func _modify(_ environment: inout EnvironmentValues) {
        environment.progressViewStyle = style
    }
}

struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: (any ProgressViewStyle)? { nil }
}

extension EnvironmentValues {
    /// The style set with `.progressViewStyle(_:)` (nil: the automatic style).
    var progressViewStyle: (any ProgressViewStyle)? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws progress views in this view with `style`.
    public nonisolated func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(ProgressViewStyleModifier(style: style))
    }
}
