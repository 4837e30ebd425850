/// Sets the priority a parent layout gives the view.
nonisolated struct LayoutPriorityModifier: ViewModifier, _UnaryModifier {
    let value: Double

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        if value.isNaN {
            context.log("Invalid layoutPriority nan; ignored.")
            return node
        }
        node.traits.explicitPriority = value
        return node
    }
}

extension View {
    /// Sets the priority by which a parent layout apportions space (default 0; higher goes first).
    public nonisolated func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(value: value))
    }
}
