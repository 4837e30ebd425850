import Foundation

/// background / overlay (LAYOUT.md §8): sized by the primary; decorations are proposed its size and aligned.
final class DecorationNode: LayoutNode {
    enum Kind { case background, overlay }

    let primary: LayoutNode
    let decoration: LayoutNode
    let kind: Kind
    let alignment: Alignment

    init(primary: LayoutNode, decoration: LayoutNode, kind: Kind, alignment: Alignment) {
        self.primary = primary
        self.decoration = decoration
        self.kind = kind
        self.alignment = alignment
        super.init()
        traits = primary.traits
        mayHaveExplicitGuides = primary.mayHaveExplicitGuides
    }

    override var children: [LayoutNode] { kind == .background ? [decoration, primary] : [primary, decoration] }

    override func draw(into builder: inout DisplayListBuilder) {
        if kind == .background, decoration.isPlaced { decoration.draw(into: &builder) }
        if primary.isPlaced { primary.draw(into: &builder) }
        if kind == .overlay, decoration.isPlaced { decoration.draw(into: &builder) }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { primary.sizeThatFits(proposal) }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        primary.place(in: rect, proposal: proposal)
        let p = ProposedViewSize(rect.size)
        let d = decoration.dimensions(in: p)
        decoration.place(in: CGRect(origin: AlignmentMath.origin(of: d, in: rect, alignment: alignment), size: d.size), proposal: p)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        primary.explicitAlignment(key, size: size, proposal: proposal)
    }

    override func viewSpacing() -> ViewSpacing { primary.viewSpacing() }

    override var debugName: String { kind == .background ? "background" : "overlay" }
    override var debugAttributes: [String] { alignment == .center ? [] : ["alignment: \(alignment.debugName)"] }
}
