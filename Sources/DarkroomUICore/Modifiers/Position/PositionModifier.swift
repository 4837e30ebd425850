import Foundation

/// Centres the view at a point of its parent's space, taking the whole proposal.
nonisolated struct PositionModifier: ViewModifier, _UnaryModifier {
    let position: CGPoint

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        PositionNode(
            child: node,
            position: CGPoint(
                x: Validation.coordinate(position.x, "position x", context),
                y: Validation.coordinate(position.y, "position y", context)))
    }
}

extension View {
    /// Centres the view at `position`.
    public nonisolated func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position: position))
    }

    /// Centres the view at (x, y).
    public nonisolated func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PositionModifier(position: CGPoint(x: x, y: y)))
    }
}
