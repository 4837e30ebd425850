import Foundation

/// `containerRelativeFrame`: a frame whose length along `axes` is computed from the nearest container's
/// length (a scroll view's, else the screen's safe area) when the node is laid out.
final class ContainerRelativeFrameNode: UnaryNode {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    let container: ContainerSize?
    let region: SafeAreaRegion?

    init(
        child: LayoutNode, axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat,
        container: ContainerSize?, region: SafeAreaRegion?
    ) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
        self.container = container
        self.region = region
        super.init(child: child)
    }

    /// The container's length along `axis`: the scroll view's, else the safe area's, else the proposal's.
    private func containerLength(_ axis: Axis, proposal: CGFloat?) -> CGFloat? {
        let fromContainer = axis == .horizontal ? container?.width : container?.height
        if let fromContainer, fromContainer.isFinite { return fromContainer }
        if let region { return axis == .horizontal ? region.safe.width : region.safe.height }
        if let proposal, proposal.isFinite { return proposal }
        return nil
    }

    private func frameLength(_ axis: Axis, proposal: CGFloat?) -> CGFloat? {
        let included = axis == .horizontal ? axes.contains(.horizontal) : axes.contains(.vertical)
        guard included, let container = containerLength(axis, proposal: proposal) else { return nil }
        let value = length(container, axis)
        return value.isFinite ? max(0, value) : nil
    }

    private func childProposal(_ p: ProposedViewSize) -> (ProposedViewSize, CGFloat?, CGFloat?) {
        let w = frameLength(.horizontal, proposal: p.width), h = frameLength(.vertical, proposal: p.height)
        return (ProposedViewSize(width: w ?? p.width, height: h ?? p.height), w, h)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let (p, w, h) = childProposal(proposal)
        if let w, let h { return CGSize(width: w, height: h) }
        let s = child.sizeThatFits(p)
        return CGSize(width: w ?? s.width, height: h ?? s.height)
    }

    override func childPlacement(in rect: CGRect, proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        let p = childProposal(proposal).0
        let d = child.dimensions(in: p)
        return (CGRect(origin: AlignmentMath.origin(of: d, in: rect, alignment: alignment), size: d.size), p)
    }

    override var debugName: String { "containerRelativeFrame" }
    override var debugAttributes: [String] {
        var a = [axes == .horizontal ? "horizontal" : axes == .vertical ? "vertical" : "horizontal, vertical"]
        if alignment != .center { a.append("alignment: \(alignment.debugName)") }
        return a
    }
}
