import Foundation

/// The Lock Screen's linear capacity gauge: the label and the current value on one caption line above a 6-pt
/// capacity bar, the bound labels at the bar's ends (a rectangular widget's look; sizes approximate).
public nonisolated struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    static let barHeight: CGFloat = 6

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
                CapsuleBar(fraction: configuration.value, height: Self.barHeight, fillsAtLeastItsHeight: true)
                if let maximum = configuration.maximumValueLabel { maximum }
            }
            .font(.caption2)
        }
    }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// The Lock Screen's capacity bar.
    public nonisolated static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
