/// The borderless button style: the label in the tint colour, no chrome.
public nonisolated struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label, role: configuration.role)
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// No border; tinted label.
    public nonisolated static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
