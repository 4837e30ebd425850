import Foundation

/// A node with exactly one child that passes traits, spacing and (offset) alignment guides through.
class UnaryNode: LayoutNode {
    let child: LayoutNode

    init(child: LayoutNode) {
        self.child = child
        super.init()
        traits = child.traits
        mayHaveExplicitGuides = child.mayHaveExplicitGuides
    }

    override var children: [LayoutNode] { [child] }

    override func draw(into builder: inout DisplayListBuilder) {
        if child.isPlaced { child.draw(into: &builder) }
    }

    /// Where the child goes inside `rect` (root coordinates) and the proposal it gets; the default fills the rect.
    func childPlacement(in rect: CGRect, proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        (rect, proposal)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let placement = childPlacement(in: rect, proposal: proposal)
        child.place(in: placement.rect, proposal: placement.proposal)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let placement = childPlacement(in: CGRect(origin: .zero, size: size), proposal: proposal)
        guard let value = child.explicitAlignment(key, size: placement.rect.size, proposal: placement.proposal) else { return nil }
        return value + (key.axis == .horizontal ? placement.rect.minX : placement.rect.minY)
    }

    override func viewSpacing() -> ViewSpacing { child.viewSpacing() }
}
