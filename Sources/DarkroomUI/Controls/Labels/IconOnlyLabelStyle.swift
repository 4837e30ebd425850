/// Only the label's icon.
public nonisolated struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public nonisolated static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
