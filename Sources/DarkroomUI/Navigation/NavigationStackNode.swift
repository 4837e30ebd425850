import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A navigation stack's visible screen under its navigation bar (and above its bottom toolbar).
///
/// The bar is transparent at rest (iOS 15+'s scroll-edge appearance), so the screen's own background —
/// a list's grouped background extends under it — shows through; `.toolbarBackground` fills it.
final class NavigationStackNode: LayoutNode {
    /// The resolved bar of the visible screen.
    struct Bar {
        var hidden = false
        var large = false
        var title: LayoutNode?
        var back: (chevron: LayoutNode, title: LayoutNode?)?
        var leading: [LayoutNode] = []
        var trailing: [LayoutNode] = []
        var principal: LayoutNode?
        var bottom: [LayoutNode] = []
        var search: (field: ResolvedColor, icon: ResolvedColor, prompt: LayoutNode)?
        var background: BarBackground?
        /// The bottom toolbar's background over content.
        var toolbarBackground: BarBackground
        /// The bottom toolbar's background at rest (nil: transparent at the scroll edge) and whether
        /// `.toolbarBackground(.hidden, for: .bottomBar)` keeps it transparent over content too.
        var bottomBackground: BarBackground?
        var bottomBackgroundHidden = false
        var hairline: ResolvedColor
        /// The stack's layout direction. Its parts are placed left to right and mirrored with everything else by
        /// the enclosing `LayoutDirectionNode`; what the node draws itself (the search field's magnifier)
        /// mirrors here.
        var layoutDirection: LayoutDirection = .leftToRight
    }

    let screen: LayoutNode
    let bar: Bar
    /// What the visible screen's modifiers say (a tab view around the stack reads its tab-bar settings here).
    var screenPreferences: [NavigationPreference] = []
    /// The region the screen's content sees (written at placement).
    let contentRegion: SafeAreaRegion
    /// The region of the container the stack is in.
    let parentRegion: SafeAreaRegion?
    /// The presentations (alerts, sheets) of the stack's screens, drawn above the bars.
    var ownedLayer: PresentationLayer?

    private var barRect: CGRect = .zero
    private var outerRect: CGRect = .zero
    private var bottomRect: CGRect?

    init(screen: LayoutNode, bar: Bar, contentRegion: SafeAreaRegion, parentRegion: SafeAreaRegion?) {
        self.screen = screen
        self.bar = bar
        self.contentRegion = contentRegion
        self.parentRegion = parentRegion
        super.init()
    }

    // MARK: Resolution

    @MainActor
    static func make(root: AnyView, path: [AnyHashable], environment: EnvironmentValues, context: ResolveContext) -> NavigationStackNode {
        let region = SafeAreaRegion(safe: .zero, outer: .zero)
        var env = environment
        env.safeAreaRegion = region
        env.stackAxis = nil
        env.listRowContext = nil
        env.isInNavigationStack = true
        let layer = environment.presentationLayer == nil ? PresentationLayer() : nil
        if let layer { env.presentationLayer = layer }

        // The root and each pushed screen, with what their modifiers say. Each screen has an edit mode its
        // toolbar (an `EditButton`) and content (a `List`) share.
        var screens: [(node: LayoutNode, preferences: [NavigationPreference])] = []
        let rootNode = Resolver.singleNode(for: EditModeScope(content: root), environment: env, context: context, combinedWith: VStackLayout())
        screens.append((rootNode, NavigationPreference.collect(from: rootNode)))
        for value in path {
            let all = screens.reversed().flatMap(\.preferences)
            guard let destination = all.lazy.flatMap(\.destinations).first(where: { $0.matches(value) }) else {
                context.log(
                    "A NavigationStack path holds a value of type \(type(of: value.base)) but there is no matching navigationDestination(for: \(type(of: value.base)).self) declaration visible from the stack; the screen for it is not shown. Add .navigationDestination(for:) inside the NavigationStack."
                )
                break
            }
            let node = Resolver.singleNode(for: EditModeScope(content: destination.make(value)), environment: env, context: context, combinedWith: VStackLayout())
            screens.append((node, NavigationPreference.collect(from: node)))
        }
        var depth = 0
        while depth < 16, let presented = screens[screens.count - 1].preferences.lazy.compactMap(\.presented).first {
            let node = Resolver.singleNode(for: EditModeScope(content: presented), environment: env, context: context, combinedWith: VStackLayout())
            screens.append((node, NavigationPreference.collect(from: node)))
            depth += 1
        }

        // Display modes: automatic inherits, the root's automatic is large.
        var large = true
        var previousTitle: Text?
        for (index, screen) in screens.enumerated() {
            if let mode = screen.preferences.lazy.compactMap(\.displayMode).first {
                switch mode {
                case .large: large = true
                case .inline: large = false
                case .automatic: break
                }
            }
            if index < screens.count - 1 { previousTitle = screen.preferences.lazy.compactMap(\.title).first }
        }
        let visible = screens[screens.count - 1]
        let bar = makeBar(
            preferences: visible.preferences, large: large, isPushed: screens.count > 1,
            previousTitle: previousTitle, environment: environment, context: context)
        let node = NavigationStackNode(screen: visible.node, bar: bar, contentRegion: region, parentRegion: environment.safeAreaRegion)
        node.ownedLayer = layer
        node.screenPreferences = visible.preferences
        return node
    }

    @MainActor
    private static func makeBar(
        preferences: [NavigationPreference], large: Bool, isPushed: Bool, previousTitle: Text?,
        environment: EnvironmentValues, context: ResolveContext
    ) -> Bar {
        let appearance = preferences.appearance(of: .navigationBar)
        let background = appearance.restingBackground(system: .systemBar(in: environment), in: environment)
        var barEnv = environment
        barEnv.stackAxis = nil
        barEnv.listRowContext = nil
        barEnv.font = nil
        // `.toolbarColorScheme` applies while the bar's background is visible.
        if background != nil, let scheme = appearance.colorScheme { barEnv.colorScheme = scheme ?? environment.colorScheme }
        // On a visible bar material the bar's secondary, tertiary and quaternary content is vibrant, as on any
        // material (a colour background turns it off; a transparent bar keeps what is behind the stack).
        if background != nil { barEnv.backgroundMaterial = appearance.material }
        let bottom = preferences.appearance(of: .bottomBar)
        // The bottom toolbar's items are resolved against its material (drawn at rest with `.visible`, else only
        // over content — at draw time, when they are drawn vibrant only if the material is).
        let bottomMaterial = bottom.visibility == .hidden ? nil : bottom.material
        var bar = Bar(
            toolbarBackground: .systemBar(in: environment),
            hairline: SystemColors.separator.resolve(in: environment), layoutDirection: environment.layoutDirection)
        bar.hidden = preferences.contains { $0.hiddenBars.contains(.navigationBar) }
        let title = preferences.lazy.compactMap(\.title).first
        bar.large = large && title != nil
        if let title {
            var titleEnv = barEnv
            titleEnv.font = bar.large ? Font.largeTitle.bold() : Font.headline
            titleEnv.lineLimit = 1
            titleEnv.foregroundStyle = nil
            let hasTitleMenu = preferences.contains { $0.items.contains { $0.placement.slot == .titleMenu } }
            if hasTitleMenu, !bar.large {
                // A `ToolbarTitleMenu` makes the inline title a menu button: the title and a chevron in a circle.
                bar.title = Resolver.singleNode(
                    for: HStack(spacing: 5) {
                        title
                        TitleMenuIndicator()
                    }, environment: titleEnv,
                    context: context, combinedWith: HStackLayout())
            } else {
                bar.title = Resolver.singleNode(for: title, environment: titleEnv, context: context, combinedWith: HStackLayout())
            }
        }
        if isPushed, preferences.lazy.compactMap(\.backButtonHidden).first != true {
            var tinted = barEnv
            tinted.foregroundStyle = .tint
            tinted.lineLimit = 1
            // `chevron.backward` points toward the leading edge: right in a right-to-left layout, where the
            // back button sits on the right (UIKit's bar flips: `UISemanticContentAttribute.unspecified`).
            let chevron = Resolver.singleNode(
                for: DisclosureChevron(direction: .backward)
                    .stroke(.tint, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
                    .flipsForRightToLeftLayoutDirection(true)
                    .frame(width: BarMetrics.backChevronSize.width, height: BarMetrics.backChevronSize.height),
                environment: tinted, context: context, combinedWith: ZStackLayout())
            if preferences.lazy.compactMap(\.toolbarRole).first?.hidesBackTitle == true {
                bar.back = (chevron, nil)
            } else {
                let backTitle = Resolver.singleNode(for: previousTitle ?? Text("Back"), environment: tinted, context: context, combinedWith: HStackLayout())
                bar.back = (chevron, backTitle)
            }
        }
        for preference in preferences {
            var itemEnv = preference.itemsEnvironment ?? barEnv
            itemEnv.colorScheme = barEnv.colorScheme
            itemEnv.backgroundMaterial = barEnv.backgroundMaterial
            itemEnv.stackAxis = .horizontal
            itemEnv.listRowContext = nil
            itemEnv.safeAreaRegion = nil
            for item in preference.items {
                var env = itemEnv
                if item.placement.isProminent { env.font = Font.body.weight(.semibold) }
                // The automatic label style in a bar is icon only, as on iOS (`Button("Add", systemImage: "plus")`
                // shows the plus); an explicit `.labelStyle` still applies.
                if env.labelStyle == nil { env.labelStyle = IconOnlyLabelStyle() }
                if item.placement.slot == .bottom { env.backgroundMaterial = bottomMaterial }
                let nodes = Resolver.nodes(for: item.content, environment: env, context: context)
                switch item.placement.slot {
                case .leading: bar.leading += nodes
                case .trailing: bar.trailing += nodes
                case .principal: bar.principal = Resolver.single(nodes, combinedWith: HStackLayout())
                case .bottom: bar.bottom += nodes
                case .hidden, .titleMenu: break
                }
            }
        }
        if let prompt = preferences.lazy.compactMap(\.searchPrompt).first {
            var promptEnv = barEnv
            promptEnv.foregroundStyle = .color(SystemColors.secondaryLabel)
            promptEnv.lineLimit = 1
            bar.search = (
                SystemColors.tertiarySystemFill.resolve(in: environment), SystemColors.secondaryLabel.resolve(in: environment),
                Resolver.singleNode(for: prompt, environment: promptEnv, context: context, combinedWith: HStackLayout())
            )
        }
        bar.background = background
        var bottomEnv = environment
        if let scheme = bottom.colorScheme { bottomEnv.colorScheme = scheme ?? environment.colorScheme }
        bar.bottomBackground = bottom.restingBackground(system: .systemBar(in: bottomEnv), in: environment)
        // Over content: the colour or material given to `.toolbarBackground(_:for: .bottomBar)`, else the bar material.
        bar.toolbarBackground = bottom.standardBackground(system: .systemBar(in: bottomEnv), in: environment)
        bar.bottomBackgroundHidden = bottom.visibility == .hidden
        return bar
    }

    // MARK: Layout

    /// The bar's height above the content.
    var topHeight: CGFloat {
        guard !bar.hidden else { return 0 }
        return BarMetrics.barHeight + (bar.large ? BarMetrics.largeTitleHeight : 0) + (bar.search != nil ? BarMetrics.searchAreaHeight : 0)
    }

    var bottomHeight: CGFloat { bar.bottom.isEmpty ? 0 : BarMetrics.toolbarHeight }

    override var children: [LayoutNode] {
        var nodes = [screen]
        if let title = bar.title { nodes.append(title) }
        if let back = bar.back {
            nodes.append(back.chevron)
            if let t = back.title { nodes.append(t) }
        }
        nodes += bar.leading + bar.trailing + bar.bottom
        if let principal = bar.principal { nodes.append(principal) }
        if let search = bar.search { nodes.append(search.prompt) }
        return nodes
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let bars = topHeight + bottomHeight
        let content = screen.sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bars) }))
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bars)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        outerRect = parentRegion?.expand(rect) ?? rect
        ownedLayer?.reset()
        let top = topHeight, bottom = bottomHeight
        barRect = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: top)
        let contentRect = CGRect(x: rect.minX, y: rect.minY + top, width: rect.width, height: max(0, rect.height - top - bottom))
        contentRegion.safe = contentRect
        contentRegion.outer = outerRect
        let p = ProposedViewSize(contentRect.size)
        let size = screen.sizeThatFits(p)
        // Like a hosting controller, the screen is centred in the area it is given.
        screen.place(
            in: CGRect(
                x: contentRect.midX - size.width / 2, y: contentRect.midY - size.height / 2,
                width: size.width, height: size.height), proposal: p)
        if !bar.hidden { placeBar(in: rect) }
        if bottom > 0 {
            let toolbar = CGRect(x: rect.minX, y: contentRect.maxY, width: rect.width, height: bottom)
            bottomRect = toolbar
            placeRow(bar.bottom, in: toolbar)
        } else {
            bottomRect = nil
        }
    }

    private func placeBar(in rect: CGRect) {
        let margin = BarMetrics.margin(forWidth: rect.width)
        let row = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: BarMetrics.barHeight)
        var leadingEdge = row.minX + margin
        if let back = bar.back {
            let chevronSize = BarMetrics.backChevronSize
            back.chevron.place(
                in: CGRect(
                    x: row.minX + BarMetrics.backChevronX, y: row.midY - chevronSize.height / 2,
                    width: chevronSize.width, height: chevronSize.height), proposal: ProposedViewSize(chevronSize))
            leadingEdge = row.minX + BarMetrics.backChevronX + chevronSize.width + BarMetrics.backTitleSpacing
            if let title = back.title {
                let s = title.sizeThatFits(.unspecified)
                title.place(in: CGRect(x: leadingEdge, y: row.midY - s.height / 2, width: s.width, height: s.height), proposal: .unspecified)
                leadingEdge += s.width + BarMetrics.itemSpacing
            }
        }
        for item in bar.leading {
            let s = item.sizeThatFits(ProposedViewSize(width: nil, height: row.height))
            item.place(
                in: CGRect(x: leadingEdge, y: row.midY - s.height / 2, width: s.width, height: s.height),
                proposal: ProposedViewSize(width: nil, height: row.height))
            leadingEdge += s.width + BarMetrics.itemSpacing
        }
        var trailingEdge = row.maxX - margin
        for item in bar.trailing.reversed() {
            let s = item.sizeThatFits(ProposedViewSize(width: nil, height: row.height))
            item.place(
                in: CGRect(x: trailingEdge - s.width, y: row.midY - s.height / 2, width: s.width, height: s.height),
                proposal: ProposedViewSize(width: nil, height: row.height))
            trailingEdge -= s.width + BarMetrics.itemSpacing
        }
        let centre = bar.principal ?? (bar.large ? nil : bar.title)
        if let centre {
            // Centred on the bar, kept clear of the items on either side.
            let room = max(0, 2 * min(row.midX - leadingEdge, trailingEdge - row.midX))
            let p = ProposedViewSize(width: room, height: row.height)
            let s = centre.sizeThatFits(p)
            centre.place(in: CGRect(x: row.midX - s.width / 2, y: row.midY - s.height / 2, width: s.width, height: s.height), proposal: p)
        }
        var y = row.maxY
        if bar.large, let title = bar.title {
            let p = ProposedViewSize(width: rect.width - 2 * margin, height: nil)
            let s = title.sizeThatFits(p)
            let areaBottom = y + BarMetrics.largeTitleHeight
            title.place(in: CGRect(x: rect.minX + margin, y: areaBottom - BarMetrics.largeTitleBottomMargin - s.height, width: s.width, height: s.height), proposal: p)
            y = areaBottom
        }
        if let search = bar.search {
            let field = searchFieldRect(in: rect, top: y)
            let iconSpace: CGFloat = 30
            let p = ProposedViewSize(width: max(0, field.width - iconSpace - 8), height: nil)
            let s = search.prompt.sizeThatFits(p)
            search.prompt.place(in: CGRect(x: field.minX + iconSpace, y: field.midY - s.height / 2, width: s.width, height: s.height), proposal: p)
        }
    }

    private func searchFieldRect(in rect: CGRect, top: CGFloat) -> CGRect {
        let margin = BarMetrics.margin(forWidth: rect.width)
        return CGRect(
            x: rect.minX + margin, y: top + (BarMetrics.searchAreaHeight - BarMetrics.searchFieldHeight) / 2 - 2,
            width: rect.width - 2 * margin, height: BarMetrics.searchFieldHeight)
    }

    private func placeRow(_ items: [LayoutNode], in row: CGRect) {
        guard !items.isEmpty else { return }
        let margin = BarMetrics.margin(forWidth: row.width)
        let p = ProposedViewSize(width: nil, height: row.height)
        let sizes = items.map { $0.sizeThatFits(p) }
        if items.count == 1 {
            let s = sizes[0]
            items[0].place(in: CGRect(x: row.midX - s.width / 2, y: row.midY - s.height / 2, width: s.width, height: s.height), proposal: p)
            return
        }
        // First at the leading margin, last at the trailing margin, the rest evenly between.
        let total = sizes.reduce(0) { $0 + $1.width }
        let gap = max(0, (row.width - 2 * margin - total) / CGFloat(items.count - 1))
        var x = row.minX + margin
        for (item, s) in zip(items, sizes) {
            item.place(in: CGRect(x: x, y: row.midY - s.height / 2, width: s.width, height: s.height), proposal: p)
            x += s.width + gap
        }
    }

    override func mirrorStoredRects(_ mirror: (CGRect) -> CGRect) {
        barRect = mirror(barRect)
        outerRect = mirror(outerRect)
        bottomRect = bottomRect.map(mirror)
        // The screen's safe area moves with the stack (presentations inside follow it).
        contentRegion.safe = mirror(contentRegion.safe)
        contentRegion.outer = mirror(contentRegion.outer)
    }

    // MARK: Drawing

    override func draw(into builder: inout DisplayListBuilder) {
        let screenStart = builder.items.count
        if screen.isPlaced { screen.draw(into: &builder) }
        let hairline = 1 / max(builder.scale, 1)
        if !bar.hidden {
            if let background = bar.background {
                let r = builder.snap(CGRect(x: barRect.minX, y: outerRect.minY, width: barRect.width, height: barRect.maxY - outerRect.minY))
                builder.append(background.item(filling: r))
            }
            if let search = bar.search {
                let field = builder.snap(searchFieldRect(in: barRect, top: barRect.maxY - BarMetrics.searchAreaHeight))
                builder.append(.fill(Path(roundedRect: field, cornerRadius: BarMetrics.searchFieldCornerRadius, style: .continuous), color: search.field, style: FillStyle()))
                // The magnifier is at the leading end of the field (the right in right to left; the glyph itself is
                // not mirrored), before the prompt, which the enclosing mirror already right-aligns.
                let iconX = bar.layoutDirection == .rightToLeft ? field.maxX - 8 - 16 : field.minX + 8
                builder.append(
                    .stroke(
                        MagnifyingGlass.path(in: CGRect(x: iconX, y: field.midY - 8, width: 16, height: 16)),
                        color: search.icon, style: StrokeStyle(lineWidth: 2, lineCap: .round)))
            }
            for node in children.dropFirst() where node.isPlaced && !bar.bottom.contains(where: { $0 === node }) { node.draw(into: &builder) }
        }
        if let bottomRect {
            let r = builder.snap(CGRect(x: bottomRect.minX, y: bottomRect.minY, width: bottomRect.width, height: outerRect.maxY - bottomRect.minY))
            // Like the tab bar: the bar material only with content behind it (transparent at the scroll edge).
            var materialDrawn = false
            if let background = bar.bottomBackground {
                builder.append(background.item(filling: r))
                builder.append(.fill(Path(CGRect(x: r.minX, y: r.minY, width: r.width, height: hairline)), color: bar.hairline, style: FillStyle()))
                if case .material = background { materialDrawn = true }
            } else if !bar.bottomBackgroundHidden, builder.drawsContent(in: r, since: screenStart) {
                builder.append(bar.toolbarBackground.item(filling: r))
                builder.append(.fill(Path(CGRect(x: r.minX, y: r.minY, width: r.width, height: hairline)), color: bar.hairline, style: FillStyle()))
                if case .material = bar.toolbarBackground { materialDrawn = true }
            }
            // Items resolved as vibrant on the bar's material are drawn in their ordinary colours over a transparent bar.
            let drawsVibrancy = builder.drawsVibrancy
            if !materialDrawn { builder.drawsVibrancy = false }
            for node in bar.bottom where node.isPlaced { node.draw(into: &builder) }
            builder.drawsVibrancy = drawsVibrancy
        }
        ownedLayer?.draw(into: &builder)
    }

    override var debugName: String { "NavigationStack" }
}

/// The `magnifyingglass` symbol as a stroked path: a circle and a handle.
enum MagnifyingGlass {
    static func path(in rect: CGRect) -> Path {
        var path = Path()
        let d = rect.width * 0.7
        path.addEllipse(in: CGRect(x: rect.minX, y: rect.minY, width: d, height: d))
        path.move(to: CGPoint(x: rect.minX + d * 0.85, y: rect.minY + d * 0.85))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        return path
    }
}
