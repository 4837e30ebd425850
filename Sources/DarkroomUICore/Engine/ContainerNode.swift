import Foundation

/// A node laid out by a `Layout` (built-in stacks and user layouts alike) through `LayoutSubviews`.
final class ContainerNode<L: Layout>: LayoutNode {
    let layout: L
    private let childNodes: [LayoutNode]
    let subviews: LayoutSubviews
    private var cache: L.Cache?

    init(layout: L, children: [LayoutNode], layoutDirection: LayoutDirection = .leftToRight) {
        self.layout = layout
        childNodes = children
        var subviews = LayoutSubviews(children)
        subviews.direction = layoutDirection
        self.subviews = subviews
        super.init()
        // Built-in stacks pass their children's explicit guides on; a user layout may have any.
        switch layout {
        case is HStackLayout, is VStackLayout, is ZStackLayout: mayHaveExplicitGuides = children.contains { $0.mayHaveExplicitGuides }
        default: mayHaveExplicitGuides = true
        }
    }

    private var spacingMemo: ViewSpacing?

    override var children: [LayoutNode] { childNodes }

    override func discardLayoutCaches() { cache = nil }

    private func withCache<R>(_ body: (inout L.Cache) -> R) -> R {
        var current = cache ?? layout.makeCache(subviews: subviews)
        cache = nil
        let result = body(&current)
        cache = current
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        for child in childNodes { child.isPlaced = false }
        withCache { layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &$0) }
        // SwiftUI centres subviews the layout did not place.
        for child in childNodes where !child.isPlaced {
            child.place(at: CGPoint(x: rect.midX, y: rect.midY), anchor: .center, proposal: ProposedViewSize(rect.size))
        }
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        return withCache { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    override func viewSpacing() -> ViewSpacing {
        if let spacingMemo { return spacingMemo }
        let spacing = withCache { layout.spacing(subviews: subviews, cache: &$0) }
        spacingMemo = spacing
        return spacing
    }

    override var debugName: String {
        if let described = layout as? any _DumpDescribingLayout { return described._dumpName }
        return String(describing: L.self)
    }

    override var debugAttributes: [String] {
        (layout as? any _DumpDescribingLayout)?._dumpAttributes ?? []
    }
}
