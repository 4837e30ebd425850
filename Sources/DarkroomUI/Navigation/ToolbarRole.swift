/// The role of a view's toolbar (`.toolbarRole(.editor)`). On iPhone `.editor` and `.browser` show the back
/// button without its title (the chevron alone); `.automatic` and `.navigationStack` show the previous title.
public struct ToolbarRole: Hashable, Sendable {
    let name: String

    /// The platform's choice (a navigation stack's toolbar on iPhone).
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's toolbar: the back button shows the previous title.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's toolbar: the back button without its title on iPhone.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's toolbar: the back button without its title on iPhone.
    public static let editor = ToolbarRole(name: "editor")

    var hidesBackTitle: Bool { self == .editor || self == .browser }
}

extension View {
    /// Sets the role of this view's toolbar.
    public nonisolated func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(NavigationPreferenceModifier { p, _ in p.toolbarRole = role })
    }
}
