/// The menu of the navigation title (`toolbar { ToolbarTitleMenu { … } }`): the inline title becomes a button
/// with a chevron in a small grey circle after it, as on iOS 16 and later; its actions show when it is tapped
/// (not at rest). A large title has no indicator.
public nonisolated struct ToolbarTitleMenu<Content: View>: ToolbarContent, _PrimitiveToolbarContent {
    let content: Content

    /// A title menu of `content`'s actions.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: Never { fatalError("ToolbarTitleMenu is primitive toolbar content") }
    @MainActor var _items: [ToolbarItemModel] { [ToolbarItemModel(placement: ToolbarItemPlacement(.titleMenu), content: AnyView(content))] }
}

/// The indicator after a title with a menu: a bold `chevron.down` in a tertiary-fill circle.
nonisolated struct TitleMenuIndicator: View {
    @MainActor var body: some View {
        Circle()
            .fill(SystemColors.tertiarySystemFill)
            .frame(width: 20, height: 20)
            .overlay {
                DisclosureChevron(direction: .down)
                    .stroke(SystemColors.secondaryLabel, style: StrokeStyle(lineWidth: 1.8, lineCap: .round, lineJoin: .round))
                    .frame(width: 9, height: 6)
                    .offset(y: 0.5)
            }
    }
}

extension View {
    /// Gives the navigation title a menu of `content`'s actions, as `toolbar { ToolbarTitleMenu { … } }` does: the
    /// inline title draws its chevron indicator; the actions show only when tapped.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        let menu = ToolbarTitleMenu(content: content)
        return toolbar { menu }
    }
}
