/// Only the label's title.
public nonisolated struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public nonisolated static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
