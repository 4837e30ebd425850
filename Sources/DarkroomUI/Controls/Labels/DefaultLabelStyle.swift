/// The automatic label style: outside lists, menus and toolbars, iOS shows the icon and the title.
public nonisolated struct DefaultLabelStyle: LabelStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The context's default style.
    public nonisolated static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
