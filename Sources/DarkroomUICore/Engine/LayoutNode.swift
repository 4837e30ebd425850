import Foundation

/// A resolved view in the layout tree: answers `sizeThatFits` (memoised), is placed once into a rect in
/// root coordinates, and emits drawing operations. Subclasses implement the individual layout rules.
/// Engine SPI (`@_spi(DarkroomEngine)`): open so that DarkroomUI's system-UI nodes can subclass it; not for apps.
@_spi(DarkroomEngine) open class LayoutNode {
    /// Traits the parent layout reads.
    package var traits = NodeTraits()
    /// The identifier set with `.accessibilityIdentifier(_:)`.
    package var identifier: String?
    /// The frame in root coordinates after placement.
    package private(set) var frame: CGRect = .zero
    /// Whether the node was placed in the current placement of its parent.
    package var isPlaced = false
    /// Whether any node in this subtree can answer an explicit alignment guide (most subtrees cannot,
    /// which lets guide lookups skip the whole subtree).
    var mayHaveExplicitGuides = false
    /// The first four memoised sizes live in the node itself (nil proposals encoded as -1, empty slots as NaN,
    /// which never compares equal); further ones go to `sizes`.
    private var w0 = Double.nan, h0 = Double.nan, s0 = CGSize.zero
    private var w1 = Double.nan, h1 = Double.nan, s1 = CGSize.zero
    private var w2 = Double.nan, h2 = Double.nan, s2 = CGSize.zero
    private var w3 = Double.nan, h3 = Double.nan, s3 = CGSize.zero
    private var sizes = SizeCache()
    private var guides: [GuideKey: GuideValue] = [:]

    private struct GuideKey: Hashable {
        let key: AlignmentKey
        let width: CGFloat, height: CGFloat
        let proposalWidth: CGFloat?, proposalHeight: CGFloat?
    }

    private struct GuideValue {
        let value: CGFloat?
    }

    public init() {}

    /// Whether the node draws something a tap can land on (shapes, colours, text, images).
    open var drawsContent: Bool { false }

    /// Children in drawing order (for drawing, inspection and dumps).
    open var children: [LayoutNode] { [] }

    /// Children in the order they are drawn: by `.zIndex(_:)`, lowest first, equal values in code order
    /// (SwiftUI's order). Hit-testing walks it from the end.
    final var drawingOrder: [LayoutNode] {
        let children = children
        guard children.contains(where: { $0.traits.zIndex != 0 }) else { return children }
        return children.enumerated().sorted { a, b in
            a.element.traits.zIndex != b.element.traits.zIndex ? a.element.traits.zIndex < b.element.traits.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// The node's size for `proposal`, memoised; never NaN or negative.
    package final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let w = proposal.width.map { Double($0) } ?? -1, h = proposal.height.map { Double($0) } ?? -1
        if w0 == w && h0 == h { return s0 }
        if w1 == w && h1 == h { return s1 }
        if w2 == w && h2 == h { return s2 }
        if w3 == w && h3 == h { return s3 }
        if !w3.isNaN, let cached = sizes.lookup(proposal) { return cached }
        let raw = computeSize(proposal)
        let size = CGSize(width: Self.clean(raw.width), height: Self.clean(raw.height))
        if w0.isNaN {
            w0 = w
            h0 = h
            s0 = size
        } else if w1.isNaN {
            w1 = w
            h1 = h
            s1 = size
        } else if w2.isNaN {
            w2 = w
            h2 = h
            s2 = size
        } else if w3.isNaN {
            w3 = w
            h3 = h
            s3 = size
        } else {
            sizes.store(proposal, size)
        }
        return size
    }

    /// Forgets the memoised sizes and guides of this subtree, for when something sizes depend on besides the
    /// proposal changed (the container size read by `containerRelativeFrame`).
    final func invalidateMemoisedSizes() {
        w0 = .nan
        w1 = .nan
        w2 = .nan
        w3 = .nan
        sizes = SizeCache()
        guides = [:]
        discardLayoutCaches()
        for child in children { child.invalidateMemoisedSizes() }
    }

    /// Drops caches a subclass keeps besides the memoised sizes (a custom `Layout`'s cache).
    open func discardLayoutCaches() {}

    private static func clean(_ v: CGFloat) -> CGFloat {
        if v.isNaN || v < 0 { return 0 }
        return v
    }

    /// The node's dimensions (size and guides) under `proposal`.
    package final func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), node: self, proposal: proposal)
    }

    /// Places the node into `rect` (root coordinates); `proposal` is the one its size was computed from.
    /// NaN coordinates (e.g. centring an infinite child in an infinite parent: ∞ - ∞) become 0.
    package final func place(in rect: CGRect, proposal: ProposedViewSize) {
        var rect = rect
        if rect.origin.x.isNaN { rect.origin.x = 0 }
        if rect.origin.y.isNaN { rect.origin.y = 0 }
        if rect.size.width.isNaN { rect.size.width = 0 }
        if rect.size.height.isNaN { rect.size.height = 0 }
        frame = rect
        isPlaced = true
        placeChildren(in: rect, proposal: proposal)
    }

    /// Places the node with `anchor` of its size at `position`, as `LayoutSubview.place` does.
    final func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// Mirrors the placed subtree horizontally inside `rect` (SwiftUI's right-to-left layout: "SwiftUI
    /// horizontally flips the x position of each view within its parent"): every frame's x becomes
    /// `rect.minX + rect.maxX - frame.maxX`. Leaves keep their drawing unflipped (text and images are not mirrored).
    /// Each node is mirrored once even when it is reachable twice.
    final func mirrorPlacedSubtree(in rect: CGRect) {
        let sum = rect.minX + rect.maxX
        guard sum.isFinite else { return }
        var visited = Set<ObjectIdentifier>()
        move(visited: &visited) { r in CGRect(x: sum - r.maxX, y: r.minY, width: r.width, height: r.height) }
    }

    /// Moves the placed subtree `dx` points sideways, drawing unchanged (a presented card following its
    /// screen when a right-to-left mirror moved the container that owns that screen).
    package final func translatePlacedSubtree(by dx: CGFloat) {
        guard dx != 0, dx.isFinite else { return }
        var visited = Set<ObjectIdentifier>()
        move(visited: &visited) { $0.offsetBy(dx: dx, dy: 0) }
    }

    private func move(visited: inout Set<ObjectIdentifier>, _ map: (CGRect) -> CGRect) {
        guard visited.insert(ObjectIdentifier(self)).inserted else { return }
        frame = map(frame)
        mirrorStoredRects(map)
        for child in mirroredChildren where child.isPlaced { child.move(visited: &visited, map) }
    }

    // MARK: Overridden by subclasses

    /// The children an enclosing right-to-left mirror moves: all of them, except for views placed relative to
    /// the screen rather than to this node (a presented alert or sheet), which mirror themselves.
    open var mirroredChildren: [LayoutNode] { children }

    /// Maps rects a node keeps from placement besides its frame (a clip, a bar, a container's safe area) as its
    /// frame was mapped: mirrored for right-to-left layout, or moved with a presented card.
    open func mirrorStoredRects(_ mirror: (CGRect) -> CGRect) {}

    /// The size for a (sanitised) proposal.
    open func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Places children once this node's frame is known.
    open func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {}

    /// The explicit value of a guide for this node at `size`, or `nil` to use the guide's default (memoised:
    /// stacks ask their children's guides while answering their own, which would otherwise repeat work per level).
    final func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard mayHaveExplicitGuides else { return nil }
        let memoKey = GuideKey(key: key, width: size.width, height: size.height, proposalWidth: proposal.width, proposalHeight: proposal.height)
        if let memo = guides[memoKey] { return memo.value }
        let value = computeExplicitAlignment(key, size: size, proposal: proposal)
        guides[memoKey] = GuideValue(value: value)
        return value
    }

    /// Overridden by nodes that have (or pass through) explicit guides.
    open func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }

    /// The spacing preferences this node shows its stack neighbours.
    open func viewSpacing() -> ViewSpacing { ViewSpacing() }

    /// Appends drawing operations for this node and its subtree.
    open func draw(into builder: inout DisplayListBuilder) {
        for child in drawingOrder where child.isPlaced { child.draw(into: &builder) }
    }

    /// The type name shown in layout dumps.
    open var debugName: String { String(describing: type(of: self)) }
    /// Key parameters shown in layout dumps, e.g. `["width: 30"]`.
    open var debugAttributes: [String] { [] }
}
