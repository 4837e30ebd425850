/// The appearance of a `DisclosureGroup`: `.automatic`, or your own.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// The disclosure group built from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// `.disclosureGroupStyle(_:)`: keeps the style (read back by inspection) and puts it in the environment.
nonisolated struct DisclosureGroupStyleModifier<Style: DisclosureGroupStyle>: ViewModifier, _EnvironmentModifier {
    let style: Style

    @MainActor func _modify(_ environment: inout EnvironmentValues) {
        environment.disclosureGroupStyle = style
    }
}

struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: (any DisclosureGroupStyle)? { nil }
}

extension EnvironmentValues {
    /// The style set with `.disclosureGroupStyle(_:)` (nil: the automatic style).
    var disclosureGroupStyle: (any DisclosureGroupStyle)? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws disclosure groups in this view with `style`.
    public nonisolated func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        modifier(DisclosureGroupStyleModifier(style: style))
    }
}
