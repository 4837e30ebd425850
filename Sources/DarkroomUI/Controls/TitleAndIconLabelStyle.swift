/// The icon followed by the title, in a row (iOS's label outside lists and menus).
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon followed by the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
