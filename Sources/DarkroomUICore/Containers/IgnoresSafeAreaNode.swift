import Foundation

/// `.ignoresSafeArea()`: sized by its child in the safe area, then drawn extended to the container's outer
/// area on the edges it touches (a background colour reaching under the status bar and home indicator).
final class IgnoresSafeAreaNode: UnaryNode {
    let region: SafeAreaRegion?
    let edges: Edge.Set

    init(child: LayoutNode, region: SafeAreaRegion?, edges: Edge.Set) {
        self.region = region
        self.edges = edges
        super.init(child: child)
    }

    override func childPlacement(in rect: CGRect, proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        guard let region else { return (rect, proposal) }
        let expanded = region.expand(rect, edges: edges)
        guard expanded != rect else { return (rect, proposal) }
        let p = ProposedViewSize(expanded.size)
        let size = child.sizeThatFits(p)
        // The child is aligned as the safe-area layout placed it: centred in the expanded rect.
        return (
            CGRect(
                x: expanded.minX + (expanded.width - size.width) / 2, y: expanded.minY + (expanded.height - size.height) / 2,
                width: size.width, height: size.height), p
        )
    }

    override var debugName: String { "ignoresSafeArea" }
}
