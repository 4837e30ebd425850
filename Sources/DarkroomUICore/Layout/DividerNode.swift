import Foundation

/// Divider: a 1-point line filling the proposal across its stack's axis.
final class DividerNode: LayoutNode {
    override var drawsContent: Bool { true }

    let vertical: Bool
    let color: ResolvedColor
    static let thickness: CGFloat = 1

    init(lineAlongVertical: Bool, color: ResolvedColor) {
        vertical = lineAlongVertical
        self.color = color
        super.init()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        vertical
            ? CGSize(width: Self.thickness, height: proposal.height ?? 10)
            : CGSize(width: proposal.width ?? 10, height: Self.thickness)
    }

    override func draw(into builder: inout DisplayListBuilder) {
        let rect = builder.snap(frame)
        guard rect.width.isFinite, rect.height.isFinite else { return }
        builder.append(.fill(Path(rect), color: color, style: FillStyle()))
    }

    override var debugName: String { "Divider" }
}
