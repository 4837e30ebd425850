import Foundation

/// A node with exactly one child that passes traits, spacing and (offset) alignment guides through.
/// Engine SPI, open for DarkroomUI's nodes (see `LayoutNode`).
@_spi(DarkroomEngine) open class UnaryNode: LayoutNode {
    package let child: LayoutNode

    public init(child: LayoutNode) {
        self.child = child
        super.init()
        traits = child.traits
        mayHaveExplicitGuides = child.mayHaveExplicitGuides
    }

    open override var children: [LayoutNode] { [child] }

    open override func draw(into builder: inout DisplayListBuilder) {
        if child.isPlaced { child.draw(into: &builder) }
    }

    /// Where the child goes inside `rect` (root coordinates) and the proposal it gets; the default fills the rect.
    open func childPlacement(in rect: CGRect, proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        (rect, proposal)
    }

    open override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    open override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let placement = childPlacement(in: rect, proposal: proposal)
        child.place(in: placement.rect, proposal: placement.proposal)
    }

    open override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let placement = childPlacement(in: CGRect(origin: .zero, size: size), proposal: proposal)
        guard let value = child.explicitAlignment(key, size: placement.rect.size, proposal: placement.proposal) else { return nil }
        return value + (key.axis == .horizontal ? placement.rect.minX : placement.rect.minY)
    }

    open override func viewSpacing() -> ViewSpacing { child.viewSpacing() }
}
