import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A tab view: the selected tab's content above a 49-pt tab bar that extends under the home indicator; paged
/// (`.tabViewStyle(.page)`), the selected page with the page index dots over its bottom.
final class TabViewNode: LayoutNode {
    struct Item {
        /// The item's icon above its title (`TabBarItemNode`), placed in its slot of the bar.
        var label: LayoutNode
        /// The tab's `.badge(_:)`, drawn over the item's top-trailing corner.
        var badge: LayoutNode? = nil
    }

    let content: LayoutNode?
    let items: [Item]
    let showsBar: Bool
    let barBackground: BarBackground
    /// The bar's background at rest (`.toolbarBackground(.visible / colour, for: .tabBar)`); nil: transparent at the scroll edge.
    var restingBackground: BarBackground?
    /// `.toolbarBackground(.hidden, for: .tabBar)`: transparent even over content.
    var backgroundHidden = false
    let hairline: ResolvedColor
    let contentRegion: SafeAreaRegion
    let parentRegion: SafeAreaRegion?
    /// The presentations of the tabs, drawn above the tab bar.
    var ownedLayer: PresentationLayer?
    /// The page index dots of a paged tab view that shows them.
    var pageIndex: PageIndexDots?
    private var barRect: CGRect = .zero
    private var outerRect: CGRect = .zero

    init(
        content: LayoutNode?, items: [Item], showsBar: Bool, barBackground: BarBackground, hairline: ResolvedColor,
        contentRegion: SafeAreaRegion, parentRegion: SafeAreaRegion?
    ) {
        self.content = content
        self.items = items
        self.showsBar = showsBar
        self.barBackground = barBackground
        self.hairline = hairline
        self.contentRegion = contentRegion
        self.parentRegion = parentRegion
        super.init()
    }

    @MainActor
    static func make<Content: View>(content: Content, selection: AnyHashable?, environment: EnvironmentValues, context: ResolveContext) -> TabViewNode {
        let region = SafeAreaRegion(safe: .zero, outer: .zero)
        var env = environment
        env.safeAreaRegion = region
        env.stackAxis = nil
        env.listRowContext = nil
        let layer = environment.presentationLayer == nil ? PresentationLayer() : nil
        if let layer { env.presentationLayer = layer }
        let tabs = Resolver.nodes(for: content, environment: env, context: context)
        var selectedIndex = 0
        if let selection {
            if let index = tabs.firstIndex(where: { TagTrait.of($0) == selection }) {
                selectedIndex = index
            } else if !tabs.isEmpty {
                context.log("TabView's selection \(selection.base) matches no tab's tag; showing the first tab.")
            }
        }
        let pageStyle = environment.tabViewPageStyle
        let paged = pageStyle != nil
        let selectedPreferences =
            tabs.indices.contains(selectedIndex)
            ? NavigationPreference.collect(from: tabs[selectedIndex], throughStacks: true) : []
        let appearance = selectedPreferences.appearance(of: .tabBar)
        var barEnv = environment
        if let scheme = appearance.colorScheme { barEnv.colorScheme = scheme ?? environment.colorScheme }
        var items: [Item] = []
        if !paged {
            for (index, tab) in tabs.enumerated() {
                let preference = NavigationPreference.collect(from: tab).lazy.compactMap(\.tabItem).first
                var itemEnv = preference?.environment ?? environment
                itemEnv.colorScheme = barEnv.colorScheme
                let node = TabBarItemNode.make(
                    label: preference.map { AnyView($0.label) }, environment: itemEnv,
                    selected: index == selectedIndex, context: context)
                var badgeEnv = itemEnv
                badgeEnv.stackAxis = nil
                badgeEnv.listRowContext = nil
                badgeEnv.safeAreaRegion = nil
                badgeEnv.foregroundStyle = nil
                let badge = BadgeTrait.of(tab).map {
                    Resolver.singleNode(for: TabBadge(text: $0), environment: badgeEnv, context: context, combinedWith: ZStackLayout())
                }
                items.append(Item(label: node, badge: badge))
            }
        }
        let hidden = selectedPreferences.contains { $0.hiddenBars.contains(.tabBar) }
        let node = TabViewNode(
            content: tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil, items: items,
            showsBar: !paged && !hidden && !tabs.isEmpty,
            barBackground: appearance.standardBackground(system: .systemBar(in: barEnv), in: environment),
            hairline: SystemColors.separator.resolve(in: environment),
            contentRegion: region, parentRegion: environment.safeAreaRegion)
        node.ownedLayer = layer
        node.restingBackground = appearance.restingBackground(system: .systemBar(in: barEnv), in: environment)
        node.backgroundHidden = appearance.visibility == .hidden
        if let pageStyle, pageStyle.showsIndex(pageCount: tabs.count) {
            node.pageIndex = PageIndexDots(
                pageCount: tabs.count, currentPage: selectedIndex,
                showsBackground: environment.pageIndexViewStyle.backgroundDisplayMode == .always,
                rightToLeft: environment.layoutDirection == .rightToLeft)
        }
        return node
    }

    override var children: [LayoutNode] {
        (content.map { [$0] } ?? []) + (showsBar ? items.flatMap { [$0.label] + ($0.badge.map { [$0] } ?? []) } : [])
    }

    private var barHeight: CGFloat { showsBar ? BarMetrics.tabBarHeight : 0 }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let inner = content?.sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) })) ?? .zero
        return CGSize(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height + barHeight)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        outerRect = parentRegion?.expand(rect) ?? rect
        ownedLayer?.reset()
        let contentRect = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, rect.height - barHeight))
        barRect = CGRect(x: rect.minX, y: contentRect.maxY, width: rect.width, height: barHeight)
        contentRegion.safe = contentRect
        // Content that ignores the safe area reaches the screen's bottom, under the bar and the home indicator
        // (a list's grouped background shows through the transparent bar at the scroll edge, as on iOS).
        contentRegion.outer = CGRect(
            x: outerRect.minX, y: outerRect.minY, width: outerRect.width,
            height: max(barRect.maxY, outerRect.maxY) - outerRect.minY)
        if let content {
            let p = ProposedViewSize(contentRect.size)
            let s = content.sizeThatFits(p)
            content.place(in: CGRect(x: contentRect.midX - s.width / 2, y: contentRect.midY - s.height / 2, width: s.width, height: s.height), proposal: p)
        }
        pageIndex?.place(in: rect)
        guard showsBar, !items.isEmpty else { return }
        let slot = rect.width / CGFloat(items.count)
        for (index, item) in items.enumerated() {
            let slotRect = CGRect(x: rect.minX + slot * CGFloat(index), y: barRect.minY, width: slot, height: barRect.height)
            item.label.place(in: slotRect, proposal: ProposedViewSize(slotRect.size))
            if let badge = item.badge {
                let b = badge.sizeThatFits(.unspecified)
                let x = rect.minX + slot * (CGFloat(index) + 0.5) + TabBadge.offsetFromCenter
                badge.place(in: CGRect(x: x, y: barRect.minY + TabBadge.top, width: b.width, height: b.height), proposal: .unspecified)
            }
        }
    }

    /// Tab items are placed left to right and mirrored by the enclosing `LayoutDirectionNode` (the first tab is
    /// rightmost in right to left, as `UITabBar` flips); the bar's own rects follow.
    override func mirrorStoredRects(_ mirror: (CGRect) -> CGRect) {
        barRect = mirror(barRect)
        outerRect = mirror(outerRect)
        if let dots = pageIndex { pageIndex?.rect = mirror(dots.rect) }
        contentRegion.safe = mirror(contentRegion.safe)
        contentRegion.outer = mirror(contentRegion.outer)
    }

    override func draw(into builder: inout DisplayListBuilder) {
        let start = builder.items.count
        if let content, content.isPlaced { content.draw(into: &builder) }
        defer { ownedLayer?.draw(into: &builder) }
        pageIndex?.draw(into: &builder)
        guard showsBar else { return }
        let r = builder.snap(CGRect(x: barRect.minX, y: barRect.minY, width: barRect.width, height: max(barRect.height, outerRect.maxY - barRect.minY)))
        // iOS 15+: with content behind it the bar is the bar material over a hairline; where the content ends
        // above it (the scroll edge) the bar is transparent, without a hairline — unless `.toolbarBackground`
        // makes it visible (or fills it), or hides it.
        // Content is looked for in the bar itself: a screen background that stops at the bar's bottom edge (a
        // list's grouped background, extended through the safe area) is not content behind the bar.
        if let background = restingBackground ?? (!backgroundHidden && builder.drawsContent(in: barRect, since: start) ? barBackground : nil) {
            builder.append(background.item(filling: r))
            let hairline = 1 / max(builder.scale, 1)
            builder.append(.fill(Path(CGRect(x: r.minX, y: r.minY, width: r.width, height: hairline)), color: self.hairline, style: FillStyle()))
        }
        for item in items where item.label.isPlaced { item.label.draw(into: &builder) }
        for item in items { if let badge = item.badge, badge.isPlaced { badge.draw(into: &builder) } }
    }

    override var debugName: String { "TabView" }
}
