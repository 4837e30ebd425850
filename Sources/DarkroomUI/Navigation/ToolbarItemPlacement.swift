/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, hidden, titleMenu }
    let slot: Slot
    /// Drawn in the semibold weight (the confirming action).
    let isProminent: Bool

    init(_ slot: Slot, prominent: Bool = false) {
        self.slot = slot
        isProminent = prominent
    }

    /// The system decides: trailing in the navigation bar on iOS.
    public static let automatic = ToolbarItemPlacement(.trailing)
    /// The centre of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(.principal)
    /// Navigation actions: leading.
    public static let navigation = ToolbarItemPlacement(.leading)
    /// The primary action: trailing.
    public static let primaryAction = ToolbarItemPlacement(.trailing)
    /// Secondary actions: trailing.
    public static let secondaryAction = ToolbarItemPlacement(.trailing)
    /// Status information: the bottom toolbar's centre.
    public static let status = ToolbarItemPlacement(.bottom)
    /// The confirming action of a modal view: trailing, semibold.
    public static let confirmationAction = ToolbarItemPlacement(.trailing, prominent: true)
    /// The cancelling action of a modal view: leading.
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    /// A destructive action of a modal view: trailing.
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    /// Above the software keyboard (never shown in a snapshot: no keyboard).
    public static let keyboard = ToolbarItemPlacement(.hidden)
    /// The leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    /// The leading edge of the navigation bar (deprecated spelling of `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing edge of the navigation bar (deprecated spelling of `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(.bottom)
}

/// A bar a toolbar modifier applies to.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case automatic, navigationBar, tabBar, bottomBar }
    let bar: Bar
    /// The system decides (the navigation bar).
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}

extension ToolbarPlacement {
    /// The bars `placements` name: `.automatic`, or no placement at all, is the navigation bar (on iPhone).
    static func bars(_ placements: [ToolbarPlacement]) -> [Bar] {
        placements.isEmpty ? [.navigationBar] : placements.map { $0.bar == .automatic ? .navigationBar : $0.bar }
    }
}
