import Foundation

/// Spacer (LAYOUT.md §2): `max(proposal ?? -∞, minLength)` along its stack's axis, 0 across; both axes outside a stack.
final class SpacerNode: LayoutNode {
    let minLength: CGFloat
    let axis: Axis?

    init(minLength: CGFloat, axis: Axis?) {
        self.minLength = minLength
        self.axis = axis
        super.init()
        traits.isSpacer = true
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func along(_ p: CGFloat?) -> CGFloat { max(p ?? -.infinity, minLength) }
        switch axis {
        case .horizontal?: return CGSize(width: along(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }

    override func viewSpacing() -> ViewSpacing {
        switch axis {
        case .horizontal?: return ViewSpacing(zeroEdges: .horizontal)
        case .vertical?: return ViewSpacing(zeroEdges: .vertical)
        case nil: return .zero
        }
    }

    override var debugName: String { "Spacer" }
    override var debugAttributes: [String] { ["minLength: \(DumpFormat.number(minLength))"] }
}
