import Foundation

/// A bar filled with the tint from its leading edge up to the value: iOS's default gauge.
///
/// The label sits above the bar; the minimum and maximum value labels sit at the bar's ends and the current-value
/// label below it, in the caption font and the secondary colour, 4 pt apart. The bar is a capsule 8 pt tall
/// (estimated: Apple publishes no figure) on the `systemFill` track of `ProgressView`'s bar.
public nonisolated struct LinearCapacityGaugeStyle: GaugeStyle {
    static let barHeight: CGFloat = 8

    public init() {}

    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HideableLabel { configuration.label }
            HStack(spacing: 8) {
                if let minimum = configuration.minimumValueLabel { minimum.font(.caption).foregroundStyle(.secondary) }
                CapsuleBar(fraction: configuration.value, height: Self.barHeight, fillsAtLeastItsHeight: true)
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption).foregroundStyle(.secondary) }
            }
            if let current = configuration.currentValueLabel { current.font(.caption).foregroundStyle(.secondary) }
        }
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar that fills up to the value.
    public nonisolated static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
