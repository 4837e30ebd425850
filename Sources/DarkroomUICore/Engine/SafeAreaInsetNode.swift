import Foundation

/// `safeAreaInset(edge:…)`: the view keeps its whole frame; the inset content sits along `edge` on top of it,
/// and the view's content is laid out in what is left (its safe area shrinks by the inset and `spacing`).
/// Views that extend into the safe area — a list's or scroll view's background and clip, `ignoresSafeArea`
/// — reach under the inset content through `region`, which this node writes when it is placed.
final class SafeAreaInsetNode: LayoutNode {
    let content: LayoutNode
    let inset: LayoutNode
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat
    /// The content's safe area (nil: no device safe area above this view).
    let region: SafeAreaRegion?
    let parentRegion: SafeAreaRegion?

    init(
        content: LayoutNode, inset: LayoutNode, edge: Edge, alignment: Alignment, spacing: CGFloat,
        region: SafeAreaRegion?, parentRegion: SafeAreaRegion?
    ) {
        self.content = content
        self.inset = inset
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
        self.region = region
        self.parentRegion = parentRegion
        super.init()
        traits = content.traits
        mayHaveExplicitGuides = content.mayHaveExplicitGuides
    }

    override var children: [LayoutNode] { [content, inset] }

    private var isVertical: Bool { edge == .top || edge == .bottom }

    private func insetProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        isVertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height)
    }

    private func contentProposal(_ p: ProposedViewSize, inset i: CGSize) -> ProposedViewSize {
        isVertical
            ? ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - i.height - spacing) })
            : ProposedViewSize(width: p.width.map { max(0, $0 - i.width - spacing) }, height: p.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let i = inset.sizeThatFits(insetProposal(proposal))
        let c = content.sizeThatFits(contentProposal(proposal, inset: i))
        if isVertical {
            return CGSize(width: proposal.width ?? max(c.width, i.width), height: proposal.height ?? c.height + spacing + i.height)
        }
        return CGSize(width: proposal.width ?? c.width + spacing + i.width, height: proposal.height ?? max(c.height, i.height))
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let ip = insetProposal(ProposedViewSize(rect.size))
        let i = inset.sizeThatFits(ip)
        var remaining = rect
        var band = rect
        switch edge {
        case .top:
            band.size.height = i.height
            remaining.origin.y += i.height + spacing
            remaining.size.height = max(0, rect.height - i.height - spacing)
        case .bottom:
            band = CGRect(x: rect.minX, y: rect.maxY - i.height, width: rect.width, height: i.height)
            remaining.size.height = max(0, rect.height - i.height - spacing)
        case .leading:
            band.size.width = i.width
            remaining.origin.x += i.width + spacing
            remaining.size.width = max(0, rect.width - i.width - spacing)
        case .trailing:
            band = CGRect(x: rect.maxX - i.width, y: rect.minY, width: i.width, height: rect.height)
            remaining.size.width = max(0, rect.width - i.width - spacing)
        }
        let insetOrigin = AlignmentMath.origin(of: inset.dimensions(in: ip), in: band, alignment: alignment)
        if let region {
            region.safe = remaining
            region.outer = parentRegion?.expand(rect) ?? rect
        }
        let cp = ProposedViewSize(remaining.size)
        let c = content.sizeThatFits(cp)
        content.place(
            in: CGRect(
                x: remaining.minX + (remaining.width - c.width) / 2, y: remaining.minY + (remaining.height - c.height) / 2,
                width: c.width, height: c.height), proposal: cp)
        inset.place(in: CGRect(origin: insetOrigin, size: i), proposal: ip)
    }

    override func mirrorStoredRects(_ mirror: (CGRect) -> CGRect) {
        guard let region else { return }
        region.safe = mirror(region.safe)
        region.outer = mirror(region.outer)
    }

    override var debugName: String { "safeAreaInset" }
    override var debugAttributes: [String] { ["edge: \(edge)"] }
}
