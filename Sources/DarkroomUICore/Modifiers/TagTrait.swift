/// The value set with `.tag(_:)`, read by `TabView` and `Picker` from their children's nodes.
package enum TagTrait {
    private struct Key: LayoutValueKey {
        static var defaultValue: AnyHashable? { nil }
    }

    package static func of(_ node: LayoutNode) -> AnyHashable? {
        node.traits.layoutValues[ObjectIdentifier(Key.self)] as? AnyHashable
    }

    package static func set(_ tag: AnyHashable, on node: LayoutNode) {
        node.traits.layoutValues[ObjectIdentifier(Key.self)] = tag
    }
}

extension View {
    /// Identifies the view as an option of a `Picker` or a tab of a `TabView` with `tag`.
    public nonisolated func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TraitModifier { TagTrait.set(AnyHashable(tag), on: $0) })
    }

    /// Identifies the view as an option or tab, optionally also for `Optional` selections (iOS 17).
    public nonisolated func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        modifier(TraitModifier { TagTrait.set(AnyHashable(tag), on: $0) })
    }

}
