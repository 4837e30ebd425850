import Foundation

/// A node of zero size that draws nothing (for empty content where one view is required).
package final class EmptyNode: LayoutNode {
    package override init() { super.init() }
    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }
    package override var debugName: String { "EmptyView" }
}
