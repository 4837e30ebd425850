import Foundation

/// frame(width:height:alignment:) (LAYOUT.md §4).
final class FrameNode: UnaryNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child: child)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let s = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? s.width, height: height ?? s.height)
    }

    override func childPlacement(in rect: CGRect, proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        let p = childProposal(proposal)
        let d = child.dimensions(in: p)
        return (CGRect(origin: AlignmentMath.origin(of: d, in: rect, alignment: alignment), size: d.size), p)
    }

    override var debugName: String { "frame" }
    override var debugAttributes: [String] {
        var a: [String] = []
        if let width { a.append("width: \(DumpFormat.number(width))") }
        if let height { a.append("height: \(DumpFormat.number(height))") }
        if alignment != .center { a.append("alignment: \(alignment.debugName)") }
        return a
    }
}
