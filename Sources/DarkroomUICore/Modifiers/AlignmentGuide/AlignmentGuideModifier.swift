import Foundation

/// Sets an explicit alignment guide value.
nonisolated struct AlignmentGuideModifier: ViewModifier, _UnaryModifier {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        AlignmentGuideNode(child: node, key: key, compute: compute)
    }
}

extension View {
    /// Sets the view's horizontal guide `g` to the value `computeValue` returns.
    public nonisolated func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
    }

    /// Sets the view's vertical guide `g` to the value `computeValue` returns.
    public nonisolated func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
    }
}
