import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// One item of the tab bar, laid out as `UITabBarItem`'s stacked layout on iPhone in portrait: the icon above the
/// title, both centred in the item's slot (an equal share of the bar's width, the bar's 49-pt height).
///
/// SwiftUI reads a tab item's `Image` and `Text` (a `Label`'s icon and title): the first text is the title, the
/// first other view is the icon. Each keeps its place when the other is missing — a title-only item leaves the
/// icon's space empty, as on iOS.
final class TabBarItemNode: LayoutNode {
    let icon: LayoutNode?
    let title: LayoutNode?

    init(icon: LayoutNode?, title: LayoutNode?) {
        self.icon = icon
        self.title = title
        super.init()
    }

    /// The unselected items' colour: `#999999`, `#757575` in dark mode (UIKit's default unselected tab bar item
    /// colour; Flutter's `CupertinoColors.inactiveGray`, "used in iOS 13 for unselected selectables such as tab
    /// bar items"). Approximate: UIKit does not publish it.
    static let unselectedColor = Color(
        system: "tabBarUnselectedItem", light: ResolvedColor(153, 153, 153),
        dark: ResolvedColor(117, 117, 117))

    /// Resolves a tab item's label: `Label`s split into icon and title (`TabItemLabelStyle`), SF Symbols drawn at
    /// the tab bar's size, text in the 10-pt medium title font, all in the selected tint or the unselected grey.
    @MainActor
    static func make(label: AnyView?, environment: EnvironmentValues, selected: Bool, context: ResolveContext) -> TabBarItemNode {
        guard let label else { return TabBarItemNode(icon: nil, title: nil) }
        var env = environment
        env.stackAxis = nil
        env.listRowContext = nil
        env.safeAreaRegion = nil
        env.font = .system(size: BarMetrics.tabTitleFontSize, weight: .medium)
        env.foregroundStyle = selected ? .tint : .color(unselectedColor)
        env.lineLimit = 1
        env.labelStyle = TabItemLabelStyle()
        env.fixedSymbolSide = BarMetrics.tabSymbolSide
        // UITabBarItem: "the actual unselected and selected images are automatically created from the alpha
        // values in the source images" — asset images are tinted unless `.renderingMode(.original)`.
        env.defaultImageRenderingMode = .template
        let nodes = Resolver.nodes(for: label, environment: env, context: context)
        let title = nodes.first { $0 is TextNode }
        let icon = nodes.first { !($0 is TextNode) }
        let ignored = nodes.count - (title == nil ? 0 : 1) - (icon == nil ? 0 : 1)
        if ignored > 0 {
            context.log("tabItem: a tab item shows one image and one text (as SwiftUI's tab bar does); \(ignored) further view(s) in it are not drawn.")
        }
        return TabBarItemNode(icon: icon, title: title)
    }

    override var children: [LayoutNode] { [icon, title].compactMap { $0 } }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: width, height: BarMetrics.tabBarHeight)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        if let icon {
            let p = ProposedViewSize.unspecified
            let s = icon.sizeThatFits(p)
            icon.place(
                in: CGRect(
                    x: rect.midX - s.width / 2, y: rect.minY + BarMetrics.tabIconCenterY - s.height / 2,
                    width: s.width, height: s.height), proposal: p)
        }
        if let title {
            let p = ProposedViewSize(width: max(0, rect.width - 2 * BarMetrics.tabTitleInset), height: nil)
            let d = title.dimensions(in: p)
            let baseline = d[VerticalAlignment.firstTextBaseline]
            title.place(
                in: CGRect(
                    x: rect.midX - d.width / 2, y: rect.minY + BarMetrics.tabTitleBaselineY - baseline,
                    width: d.width, height: d.height), proposal: p)
        }
    }

    override func draw(into builder: inout DisplayListBuilder) {
        for child in children where child.isPlaced { child.draw(into: &builder) }
    }

    override var debugName: String { "TabItem" }
}
