/// Sets traits on the resolved node: identifiers for inspection, layout values, ids.
package nonisolated struct TraitModifier: ViewModifier, _UnaryModifier {
    package let apply: (LayoutNode) -> Void

    /// A modifier that runs `apply` on the node it resolves to.
    package init(apply: @escaping (LayoutNode) -> Void) { self.apply = apply }

    @MainActor package func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        apply(node)
        return node
    }
}

extension View {
    /// Names the view for accessibility and for layout inspection (`LaidOutView.frame(of:)`).
    public nonisolated func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(TraitModifier { $0.identifier = identifier })
    }

    /// Hands `value` for `key` to the parent layout (`subview[key]`).
    public nonisolated func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(TraitModifier { $0.traits.layoutValues[ObjectIdentifier(key)] = value })
    }
}
