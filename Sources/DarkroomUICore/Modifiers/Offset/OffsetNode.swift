import Foundation

/// offset (LAYOUT.md §9): moves the drawing (and the frames of the subtree) without affecting layout.
final class OffsetNode: UnaryNode {
    let offset: CGSize

    init(child: LayoutNode, offset: CGSize) {
        self.offset = offset
        super.init(child: child)
    }

    override func childPlacement(in rect: CGRect, proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        (rect.offsetBy(dx: offset.width, dy: offset.height), proposal)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitAlignment(key, size: size, proposal: proposal)
    }

    override var debugName: String { "offset" }
    override var debugAttributes: [String] { ["x: \(DumpFormat.number(offset.width))", "y: \(DumpFormat.number(offset.height))"] }
}
