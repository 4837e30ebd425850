import Foundation

/// Positions a child inside a container rect by matching the container's default guide with the child's guide.
enum AlignmentMath {
    /// The child's origin (root coordinates) when aligned by `alignment` inside `container`.
    static func origin(of child: ViewDimensions, in container: CGRect, alignment: Alignment) -> CGPoint {
        let frame = ViewDimensions(size: container.size, node: nil, proposal: ProposedViewSize(container.size))
        return CGPoint(
            x: container.minX + frame[alignment.horizontal] - child[alignment.horizontal],
            y: container.minY + frame[alignment.vertical] - child[alignment.vertical])
    }
}
