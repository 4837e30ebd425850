import Foundation

/// Moves the view's drawing without changing layout.
nonisolated struct OffsetModifier: ViewModifier, _UnaryModifier {
    let offset: CGSize

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        OffsetNode(
            child: node,
            offset: CGSize(
                width: Validation.coordinate(offset.width, "offset x", context),
                height: Validation.coordinate(offset.height, "offset y", context)))
    }
}

extension View {
    /// Offsets the view by `offset`.
    public nonisolated func offset(_ offset: CGSize) -> some View {
        modifier(OffsetModifier(offset: offset))
    }

    /// Offsets the view by (x, y).
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(OffsetModifier(offset: CGSize(width: x, height: y)))
    }
}
