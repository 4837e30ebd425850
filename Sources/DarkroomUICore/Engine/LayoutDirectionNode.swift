import Foundation

/// Where the layout direction changes (`.environment(\.layoutDirection, …)`): the subtree is laid out left to
/// right as usual, then its placement is mirrored inside this node's frame, as SwiftUI flips the x position of
/// each view within its parent. Text and images draw unflipped in their mirrored frames; nested changes compose
/// (a left-to-right island inside a right-to-left screen is mirrored twice, back to left to right).
package final class LayoutDirectionNode: UnaryNode {
    let direction: LayoutDirection

    package init(child: LayoutNode, direction: LayoutDirection) {
        self.direction = direction
        super.init(child: child)
    }

    package override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        super.placeChildren(in: rect, proposal: proposal)
        child.mirrorPlacedSubtree(in: rect)
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let value = child.explicitAlignment(key, size: size, proposal: proposal) else { return nil }
        // A horizontal guide is measured in the mirrored coordinates.
        return key.axis == .horizontal ? size.width - value : value
    }

    package override var debugName: String { "layoutDirection" }
    package override var debugAttributes: [String] { [direction == .rightToLeft ? "rightToLeft" : "leftToRight"] }
}
