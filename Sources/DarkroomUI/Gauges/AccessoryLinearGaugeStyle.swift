import Foundation

/// The Lock Screen's linear gauge: a 6-pt track in the tint at 35% opacity with an 8-pt marker at the value, the
/// bound labels at its ends and the label above it in the caption font (sizes approximate).
public nonisolated struct AccessoryLinearGaugeStyle: GaugeStyle {
    static let trackHeight: CGFloat = 6
    static let markerDiameter: CGFloat = 8

    public init() {}

    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 3) {
            HStack(spacing: 4) {
                HideableLabel { configuration.label }
                Spacer(minLength: 0)
                if let current = configuration.currentValueLabel { current }
            }
            .font(.caption)
            HStack(spacing: 4) {
                if let minimum = configuration.minimumValueLabel { minimum }
                MarkerTrack(fraction: configuration.value)
                if let maximum = configuration.maximumValueLabel { maximum }
            }
            .font(.caption2)
        }
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// The Lock Screen's track with a marker.
    public nonisolated static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

/// A tinted track with a marker circle at `fraction` of its length.
nonisolated struct MarkerTrack: View {
    let fraction: Double

    @MainActor var body: some View {
        Capsule()
            .fill(.tint)
            .opacity(0.35)
            .frame(height: AccessoryLinearGaugeStyle.trackHeight)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    let d = AccessoryLinearGaugeStyle.markerDiameter
                    Circle()
                        .fill(.tint)
                        .overlay(Circle().strokeBorder(Color(uiColor: .systemBackground), lineWidth: 1.5))
                        .frame(width: d, height: d)
                        .offset(x: (proxy.size.width - d) * CGFloat(fraction), y: (proxy.size.height - d) / 2)
                }
            }
    }
}
