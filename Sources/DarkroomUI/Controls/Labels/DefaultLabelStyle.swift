/// The automatic label style: outside lists, menus and toolbars, iOS shows the icon and the title.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The context's default style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
