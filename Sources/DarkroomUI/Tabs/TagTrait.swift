/// The value set with `.tag(_:)`, read by `TabView` and `Picker` from their children's nodes.
enum TagTrait {
    private struct Key: LayoutValueKey {
        static var defaultValue: AnyHashable? { nil }
    }

    static func of(_ node: LayoutNode) -> AnyHashable? {
        node.traits.layoutValues[ObjectIdentifier(Key.self)] as? AnyHashable
    }

    static func set(_ tag: AnyHashable, on node: LayoutNode) {
        node.traits.layoutValues[ObjectIdentifier(Key.self)] = tag
    }
}

extension View {
    /// Identifies the view as an option of a `Picker` or a tab of a `TabView` with `tag`.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TraitModifier { TagTrait.set(AnyHashable(tag), on: $0) })
    }

    /// Identifies the view as an option or tab, optionally also for `Optional` selections (iOS 17).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        modifier(TraitModifier { TagTrait.set(AnyHashable(tag), on: $0) })
    }

    /// The tab bar item of this tab of a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let view = label()
        return modifier(NavigationPreferenceModifier { p, env in p.tabItem = (AnyView(view), env) })
    }
}
