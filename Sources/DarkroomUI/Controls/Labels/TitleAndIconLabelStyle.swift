/// The icon followed by the title, in a row (iOS's label outside lists and menus).
public struct TitleAndIconLabelStyle: LabelStyle {
    @ScaledMetric(relativeTo: .body) private var iconSide: CGFloat = 22

    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            LabelIconLayout(side: iconSide) { configuration.icon }
            configuration.title
        }
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon followed by the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
