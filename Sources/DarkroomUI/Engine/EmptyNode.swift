import Foundation

/// A node of zero size that draws nothing (for empty content where one view is required).
final class EmptyNode: LayoutNode {
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }
    override var debugName: String { "EmptyView" }
}
