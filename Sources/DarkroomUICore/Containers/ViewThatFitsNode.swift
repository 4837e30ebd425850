import Foundation

/// ViewThatFits: chooses, per proposal, the first option whose ideal size fits on the constrained axes.
final class ViewThatFitsNode: LayoutNode {
    let axes: Axis.Set
    let options: [LayoutNode]

    init(axes: Axis.Set, options: [LayoutNode]) {
        self.axes = axes
        self.options = options
        super.init()
        mayHaveExplicitGuides = options.contains { $0.mayHaveExplicitGuides }
    }

    override var children: [LayoutNode] { options }

    func choice(for p: ProposedViewSize) -> LayoutNode {
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        for option in options.dropLast() {
            let ideal = option.sizeThatFits(ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height))
            let fitsH = !h || p.width.map { ideal.width <= $0 } ?? true
            let fitsV = !v || p.height.map { ideal.height <= $0 } ?? true
            if fitsH && fitsV { return option }
        }
        return options[options.count - 1]
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal).sizeThatFits(proposal)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        for option in options { option.isPlaced = false }
        choice(for: proposal).place(in: rect, proposal: proposal)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        choice(for: proposal).explicitAlignment(key, size: size, proposal: proposal)
    }

    override var debugName: String { "ViewThatFits" }
}
