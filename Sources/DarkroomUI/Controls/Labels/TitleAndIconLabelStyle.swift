/// The icon followed by the title, in a row (iOS's label outside lists and menus).
public struct TitleAndIconLabelStyle: LabelStyle {
    @ScaledMetric(relativeTo: .body) private var iconSide: CGFloat = 22

    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            ListRowLabelIcon { LabelIconLayout(side: iconSide) { configuration.icon } }
            configuration.title
        }
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon followed by the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A label's icon in a list row is drawn in the tint (the accent colour by default), as iOS lists draw it, while
/// the title stays in the primary colour; a foreground style set on the label or around it applies to both.
struct ListRowLabelIcon<Content: View>: View {
    @Environment(\.listRowContext) var rowContext
    @Environment(\.foregroundStyle) var foregroundStyle
    @ViewBuilder let content: Content

    var body: some View {
        if rowContext != nil, foregroundStyle == nil {
            content.foregroundStyle(.tint)
        } else {
            content
        }
    }
}
