import Foundation

/// A `GridRow`: its cells, for the enclosing grid. Laid out on its own (outside a grid) it is an `HStack`.
final class GridRowNode: LayoutNode {
    let cells: [LayoutNode]
    let alignment: VerticalAlignment?
    private let standalone: ContainerNode<HStackLayout>

    init(cells: [LayoutNode], alignment: VerticalAlignment?) {
        self.cells = cells
        self.alignment = alignment
        standalone = ContainerNode(layout: HStackLayout(alignment: alignment ?? .center), children: cells)
        super.init()
        mayHaveExplicitGuides = standalone.mayHaveExplicitGuides
    }

    override var children: [LayoutNode] { [standalone] }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { standalone.sizeThatFits(proposal) }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        standalone.place(in: rect, proposal: proposal)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        standalone.explicitAlignment(key, size: size, proposal: proposal)
    }

    override var debugName: String { "GridRow" }
}
