import Foundation

/// aspectRatio (SwiftUI's `_AspectRatioLayout`): proposes its child the largest (fit) or smallest (fill) size of
/// the ratio for the proposal, and takes the child's size. A `nil` ratio uses the child's ideal size's ratio.
final class AspectRatioNode: UnaryNode {
    let ratio: CGFloat?
    let contentMode: ContentMode

    init(child: LayoutNode, ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(child: child)
    }

    /// Width ÷ height in effect (the child's ideal ratio when none was given; 1 when that is degenerate).
    private var effectiveRatio: CGFloat {
        if let ratio, ratio.isFinite, ratio > 0 { return ratio }
        let ideal = child.sizeThatFits(.unspecified)
        guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else { return 1 }
        return ideal.width / ideal.height
    }

    /// The proposal the child gets for `proposal`.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let r = effectiveRatio
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            if ratio == nil { return .unspecified }
            let ideal = child.sizeThatFits(.unspecified)
            return ProposedViewSize(fitting(CGSize(width: ideal.width, height: ideal.height), ratio: r))
        case (let w?, nil):
            return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?):
            return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            return ProposedViewSize(fitting(CGSize(width: w, height: h), ratio: r))
        }
    }

    private func fitting(_ size: CGSize, ratio r: CGFloat) -> CGSize {
        let byWidth = CGSize(width: size.width, height: size.width / r)
        let byHeight = CGSize(width: size.height * r, height: size.height)
        let widthFits = byWidth.height <= size.height
        switch contentMode {
        case .fit: return widthFits ? byWidth : byHeight
        case .fill: return widthFits ? byHeight : byWidth
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    override func childPlacement(in rect: CGRect, proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        let p = childProposal(proposal)
        let size = child.sizeThatFits(p)
        let origin = CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
        return (CGRect(origin: origin, size: size), p)
    }

    override var debugName: String { "aspectRatio" }
    override var debugAttributes: [String] {
        [ratio.map { DumpFormat.number($0) } ?? "ideal", contentMode == .fit ? "fit" : "fill"]
    }
}
