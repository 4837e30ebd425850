import Foundation

/// A leading label and a trailing switch: iOS's toggle.
///
/// The switch is UIKit's `UISwitch`: 51×31 pt (its fixed intrinsic size, reported by `UISwitch().frame` —
/// https://blog.csdn.net/iOS1501101533/article/details/123629676), a capsule track with a 27 pt white thumb
/// inset 2 pt. On, the track takes the tint (SwiftUI's switch defaults to green, not the accent colour); off, it
/// is `secondarySystemFill`.
public nonisolated struct SwitchToggleStyle: ToggleStyle {
    /// The switch's size in points.
    static let size = CGSize(width: 51, height: 31)
    /// The thumb's inset from the track's edge, in points (31 − 27) / 2.
    static let thumbInset: CGFloat = 2
    /// The thumb's diameter: the track's height less the insets.
    static let thumbDiameter: CGFloat = 27

    /// Off-track colour: `UIColor.secondarySystemFill`, (120, 120, 128) at 16% light, 32% dark
    /// (Apple's dynamic system colours as dumped from UIKit —
    /// https://gist.github.com/CreatureSurvive/1788cd3d2587886ff70344e716c5af53).
    static let offTrack = Color(
        system: "secondarySystemFill",
        light: ResolvedColor(120, 120, 128, 0.16), dark: ResolvedColor(120, 120, 128, 0.32))

    public init() {}

    @MainActor public func makeBody(configuration: Configuration) -> some View {
        HStack {
            // `.labelsHidden()`: the toggle is only its switch.
            HideableLabel {
                configuration.label
                Spacer()
            }
            Button {
                configuration.isOn.toggle()
            } label: {
                SwitchControl(isOn: configuration.isOn)
            }
            .buttonStyle(.plain)
        }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A leading label and a trailing switch.
    public nonisolated static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The 51×31 pt switch itself.
nonisolated struct SwitchControl: View {
    let isOn: Bool
    @Environment(\.tint) private var tint

    @MainActor var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule()
                .fill(isOn ? (tint ?? Color.green) : SwitchToggleStyle.offTrack)
            // The thumb's drop shadow is approximated by a hairline ring (black at 4%), which is how it reads at
            // rest on a white background; DarkroomUI has no shadow effect yet.
            Circle()
                .fill(Color.white)
                .overlay(Circle().strokeBorder(Color(white: 0, opacity: 0.04), lineWidth: 0.5))
                .frame(width: SwitchToggleStyle.thumbDiameter, height: SwitchToggleStyle.thumbDiameter)
                .padding(SwitchToggleStyle.thumbInset)
        }
        .frame(width: SwitchToggleStyle.size.width, height: SwitchToggleStyle.size.height)
    }
}
