import Foundation

/// Every number the navigation bar, toolbar and tab bar draw with (iOS 17, iPhone portrait, default
/// Dynamic Type size).
///
/// Sources: Apple's Human Interface Guidelines ("Navigation bars": 44 pt standard bar, large title;
/// "Tab bars": 49 pt tall in portrait; "Toolbars"); UIKit's `UINavigationBar` with
/// `prefersLargeTitles` (96 pt: 44 + 52 pt large-title area, title 34 pt bold); SF Symbols for the back
/// chevron. Horizontal positions are measured from iPhone screenshots (approximations, see
/// docs/FIDELITY.md).
enum BarMetrics {
    /// The standard navigation bar and bottom toolbar height.
    static let barHeight: CGFloat = 44
    /// The extra height of the large-title area (96 − 44).
    static let largeTitleHeight: CGFloat = 52
    /// Space between the large title's text and the bottom of the bar.
    static let largeTitleBottomMargin: CGFloat = 8
    /// The horizontal layout margin of bars: the system layout margin ("16 to 20 points on iPhone", Apple's
    /// `ContentMarginGuide.container` documentation); 16 pt on 390-pt-wide iPhones, 20 pt from 414 pt.
    static func margin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
    /// Space between adjacent bar button items.
    static let itemSpacing: CGFloat = 16
    /// Back button: chevron (`chevron.backward`, 17 pt semibold) 8 pt from the leading edge, 12 × 20 pt, and
    /// its title 6 pt after it.
    static let backChevronX: CGFloat = 8
    static let backChevronSize = CGSize(width: 12, height: 20)
    static let backTitleSpacing: CGFloat = 6
    /// The search field under a large title: 36 pt tall (with 8 pt above and 8 pt below), 10 pt corners.
    static let searchFieldHeight: CGFloat = 36
    static let searchAreaHeight: CGFloat = 52
    static let searchFieldCornerRadius: CGFloat = 10
    /// Bottom toolbar (44 pt on iPhone) and tab bar (49 pt) above the home indicator.
    static let toolbarHeight: CGFloat = 44
    static let tabBarHeight: CGFloat = 49
    /// Tab item (UITabBarItem's stacked layout, iPhone portrait): the icon centred 18 pt below the bar's top, an
    /// SF Symbol in a 25-pt box (the HIG's 25 × 25-pt target for regular tab bar glyphs), an asset image at its
    /// own size; the title 10 pt medium, its baseline 44 pt below the bar's top. The title keeps its place
    /// without an icon and the icon keeps its place without a title, as UIKit lays them out. Positions are
    /// approximate (Apple publishes none; estimated from iOS 17 screenshots).
    static let tabSymbolSide: CGFloat = 25
    static let tabIconCenterY: CGFloat = 18
    static let tabTitleBaselineY: CGFloat = 44
    static let tabTitleFontSize: CGFloat = 10
    /// The title's width is the item's less 2 pt on each side before it truncates (approximate).
    static let tabTitleInset: CGFloat = 2
}
