/// The appearance of a `Gauge`: `.automatic` (`.linearCapacity` on iOS), the accessory styles, or your own.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    /// The gauge built from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// `.gaugeStyle(_:)`: keeps the style (read back by inspection) and puts it in the environment.
nonisolated struct GaugeStyleModifier<Style: GaugeStyle>: ViewModifier, _EnvironmentModifier {
    let style: Style

    @MainActor func _modify(_ environment: inout EnvironmentValues) {
        environment.gaugeStyle = style
    }
}

struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: (any GaugeStyle)? { nil }
}

extension EnvironmentValues {
    /// The style set with `.gaugeStyle(_:)` (nil: the automatic style).
    var gaugeStyle: (any GaugeStyle)? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws gauges in this view with `style`.
    public nonisolated func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(GaugeStyleModifier(style: style))
    }
}
