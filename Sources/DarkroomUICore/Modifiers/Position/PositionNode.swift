import Foundation

/// position(x:y:): takes the whole proposal and centres the child at the point.
final class PositionNode: UnaryNode {
    let position: CGPoint

    init(child: LayoutNode, position: CGPoint) {
        self.position = position
        super.init(child: child)
        mayHaveExplicitGuides = false
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func childPlacement(in rect: CGRect, proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        let p = ProposedViewSize(rect.size)
        let s = child.sizeThatFits(p)
        return (CGRect(x: rect.minX + position.x - s.width / 2, y: rect.minY + position.y - s.height / 2, width: s.width, height: s.height), p)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }

    override var debugName: String { "position" }
    override var debugAttributes: [String] { ["x: \(DumpFormat.number(position.x))", "y: \(DumpFormat.number(position.y))"] }
}
