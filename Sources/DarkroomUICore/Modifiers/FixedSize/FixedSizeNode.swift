import Foundation

/// fixedSize(horizontal:vertical:) (LAYOUT.md §6): nil proposals on the fixed axes.
final class FixedSizeNode: UnaryNode {
    let horizontal: Bool
    let vertical: Bool

    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    override func childPlacement(in rect: CGRect, proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        let p = childProposal(proposal)
        return (CGRect(origin: rect.origin, size: child.sizeThatFits(p)), p)
    }

    override var debugName: String { "fixedSize" }
    override var debugAttributes: [String] {
        horizontal && vertical ? [] : ["horizontal: \(horizontal)", "vertical: \(vertical)"]
    }
}
