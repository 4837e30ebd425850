import Foundation

/// alignmentGuide(_:computeValue:): an explicit value for one guide, computed from the child's dimensions.
final class AlignmentGuideNode: UnaryNode {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat

    init(child: LayoutNode, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.compute = compute
        super.init(child: child)
        mayHaveExplicitGuides = true
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if key == self.key {
            let value = compute(ViewDimensions(size: size, node: child, proposal: proposal))
            return value.isFinite ? value : 0
        }
        return child.explicitAlignment(key, size: size, proposal: proposal)
    }

    override var debugName: String { "alignmentGuide" }
    override var debugAttributes: [String] { [key.name] }
}
