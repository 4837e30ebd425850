/// How a `Label` in a tab item resolves: its icon and its title as two views, which the tab bar places one above
/// the other (`TabBarItemNode`), as SwiftUI turns a tab item's label into a `UITabBarItem`'s image and title.
nonisolated struct TabItemLabelStyle: LabelStyle {
    @MainActor func makeBody(configuration: Configuration) -> some View {
        configuration.icon
        configuration.title
    }
}
