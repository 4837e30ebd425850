import Foundation

/// A toggle drawn as a button with its label as the title; on, the button's background is filled with the tint.
///
/// Apple: "The button indicates the `on` state by filling in the background with its tint color"
/// (https://developer.apple.com/documentation/swiftui/togglestyle/button). Off, it is a borderless button
/// (tinted label). The padding (6 × 12 pt) and 6 pt corner radius are those of iOS's bordered button at the
/// regular control size; they are an approximation, not measured from a device.
public nonisolated struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    @MainActor public func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            ButtonToggleLabel(label: configuration.label, isOn: configuration.isOn)
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that shows its state by filling its background with the tint.
    public nonisolated static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The label of a `.button` toggle: tinted when off, white on a tinted rounded rectangle when on.
nonisolated struct ButtonToggleLabel: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool

    @MainActor var body: some View {
        if isOn {
            label
                .foregroundStyle(Color.white)
                .padding(.vertical, 6)
                .padding(.horizontal, 12)
                .background(.tint, in: RoundedRectangle(cornerRadius: 6, style: .continuous))
        } else {
            label
                .foregroundStyle(.tint)
                .padding(.vertical, 6)
                .padding(.horizontal, 12)
        }
    }
}
