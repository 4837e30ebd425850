import Foundation

/// padding (LAYOUT.md §3): the child is proposed the proposal minus the insets (≥ 0, nil stays nil).
final class PaddingNode: UnaryNode {
    let insets: EdgeInsets

    init(child: LayoutNode, insets: EdgeInsets) {
        self.insets = insets
        super.init(child: child)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max($0 - insets.horizontal, 0) },
            height: p.height.map { max($0 - insets.vertical, 0) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let s = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: s.width + insets.horizontal, height: s.height + insets.vertical)
    }

    override func childPlacement(in rect: CGRect, proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        let p = childProposal(proposal)
        let s = child.sizeThatFits(p)
        return (CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top, width: s.width, height: s.height), p)
    }

    override func viewSpacing() -> ViewSpacing { ViewSpacing() }

    override var debugName: String { "padding" }
    override var debugAttributes: [String] {
        let i = insets
        if i.top == i.leading && i.top == i.bottom && i.top == i.trailing { return [DumpFormat.number(i.top)] }
        return [
            "top: \(DumpFormat.number(i.top))", "leading: \(DumpFormat.number(i.leading))",
            "bottom: \(DumpFormat.number(i.bottom))", "trailing: \(DumpFormat.number(i.trailing))",
        ]
    }
}
