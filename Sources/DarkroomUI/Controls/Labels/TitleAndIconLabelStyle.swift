/// The icon followed by the title, in a row (iOS's label outside lists and menus).
public nonisolated struct TitleAndIconLabelStyle: LabelStyle {
    @ScaledMetric(relativeTo: .body) private var iconSide: CGFloat = 22

    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        HStack {
            ListRowLabelIcon { LabelIconLayout(side: iconSide) { configuration.icon } }
            configuration.title
        }
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon followed by the title.
    public nonisolated static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A label's icon in a list row is drawn in the tint (the accent colour by default), as iOS lists draw it, while
/// the title stays in the primary colour; a foreground style set on the label or around it applies to both.
nonisolated struct ListRowLabelIcon<Content: View>: View {
    @Environment(\.listRowContext) var rowContext
    @Environment(\.foregroundStyle) var foregroundStyle
    @ViewBuilder let content: Content

    @MainActor var body: some View {
        if rowContext != nil, foregroundStyle == nil {
            content.foregroundStyle(.tint)
        } else {
            content
        }
    }
}
