/// Namespace of navigation bar settings.
public struct NavigationBarItem: Sendable {
    /// How the navigation title is shown.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Inherit from the previous screen; large at the root of a stack.
        case automatic
        /// A small title centred in the standard bar.
        case inline
        /// A large title below the bar's buttons.
        case large
    }
}

/// How a toolbar title is shown (iOS 17's `toolbarTitleDisplayMode`).
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// Inherit; large at the root of a stack.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// A large title.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// A small inline title.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// Large at the top of the content, inline when scrolled (large at rest).
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}
