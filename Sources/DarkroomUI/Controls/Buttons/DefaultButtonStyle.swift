/// The automatic button style: on iOS a borderless button whose label takes the tint colour.
public nonisolated struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label, role: configuration.role)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public nonisolated static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
