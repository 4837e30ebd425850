import Foundation

/// The Lock Screen's circular capacity gauge: a 58-pt ring (a 6-pt `systemFill` track) filled clockwise from
/// 12 o'clock with the tint up to the value, the current-value label (else the label) in its centre (sizes
/// estimated: Apple publishes no figures for the accessory gauges).
public nonisolated struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    static let diameter: CGFloat = 58
    static let lineWidth: CGFloat = 6

    public init() {}

    @MainActor public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .stroke(LinearProgressViewStyle.track, lineWidth: Self.lineWidth)
            Circle()
                .trim(from: 0, to: CGFloat(configuration.value))
                .stroke(.tint, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Group {
                if let current = configuration.currentValueLabel { current } else { HideableLabel { configuration.label } }
            }
            .font(.system(size: 17, weight: .medium))
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .padding(Self.lineWidth + 2)
        }
        .padding(Self.lineWidth / 2)
        .frame(width: Self.diameter, height: Self.diameter)
    }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// The Lock Screen's ring that fills up to the value.
    public nonisolated static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
