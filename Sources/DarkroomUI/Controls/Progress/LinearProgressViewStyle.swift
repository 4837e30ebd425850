import Foundation

/// A horizontal bar that fills from the leading edge with the tint (`UIProgressView`'s look).
///
/// The track is 4 pt tall with round ends (`UIProgressView`'s default style since iOS 14 — an approximation: older
/// iOS drew it "2 pairs of pixels" high, https://markmeretzky.com/swift/progress/); it is `systemFill`
/// (120, 120, 128) at 20% light, 36% dark (UIKit's dynamic colours —
/// https://gist.github.com/CreatureSurvive/1788cd3d2587886ff70344e716c5af53). The label sits above the bar and the
/// current-value label below it in the secondary colour, 4 pt apart.
public nonisolated struct LinearProgressViewStyle: ProgressViewStyle {
    static let trackHeight: CGFloat = 4
    static let track = Color(
        system: "systemFill",
        light: ResolvedColor(120, 120, 128, 0.2), dark: ResolvedColor(120, 120, 128, 0.36))

    public init() {}

    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            CapsuleBar(fraction: configuration.fractionCompleted ?? 0, height: Self.trackHeight)
            configuration.currentValueLabel
                .font(.caption)
                .foregroundStyle(Color.secondary)
        }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A horizontal bar.
    public nonisolated static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
