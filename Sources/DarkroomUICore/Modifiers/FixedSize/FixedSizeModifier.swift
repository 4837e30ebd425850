/// Fixes the view at its ideal size on the chosen axes (LAYOUT.md §6).
nonisolated struct FixedSizeModifier: ViewModifier, _UnaryModifier {
    let horizontal: Bool
    let vertical: Bool

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        FixedSizeNode(child: node, horizontal: horizontal, vertical: vertical)
    }
}

extension View {
    /// Fixes the view at its ideal size in both dimensions.
    public nonisolated func fixedSize() -> some View {
        modifier(FixedSizeModifier(horizontal: true, vertical: true))
    }

    /// Fixes the view at its ideal size in the chosen dimensions.
    public nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}
