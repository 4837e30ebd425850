import Foundation

/// Attaches a preference write to each view of its content.
nonisolated struct PreferenceWritingModifier: ViewModifier, _UnaryModifier {
    let key: ObjectIdentifier
    let write: (Any?, CGRect) -> Any

    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        PreferenceEntry.attach(.write(write), key: key, to: node)
        return node
    }
}

/// `onPreferenceChange(_:perform:)`: registers one observer with the host for every view of its content.
nonisolated struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, _PrimitiveModifier where K.Value: Equatable {
    let action: (K.Value) -> Void

    @MainActor func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues) {
        let start = outputs.nodes.count
        content(environment, &outputs)
        outputs.context.observesPreferences = true
        guard let session = outputs.context.session, session.isUpdate else { return }
        let observation = PreferenceObservation(K.self, graphNode: session.cursor.node, action: action)
        for node in outputs.nodes[start...] {
            PreferenceEntry.attach(.observe(observation), key: ObjectIdentifier(K.self), to: node)
        }
    }
}

extension View {
    /// Sets `value` for `key`: the value this view hands up to its ancestors, replacing what views inside it set.
    /// It draws nothing.
    public nonisolated func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier(key: ObjectIdentifier(key)) { _, _ in value })
    }

    /// Changes the value of `key` that the views inside this one hand up (starting from the key's default
    /// value when none of them sets it). It draws nothing.
    public nonisolated func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(
            PreferenceWritingModifier(key: ObjectIdentifier(key)) { old, _ in
                var value = old as? K.Value ?? K.defaultValue
                callback(&value)
                return value
            })
    }

    /// Sets the value of `key` from an anchor of this view's geometry (its bounds, a point), resolved after
    /// layout. Read it with `GeometryProxy[anchor]` in `overlayPreferenceValue(_:_:)`. It draws nothing.
    public nonisolated func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(PreferenceWritingModifier(key: ObjectIdentifier(key)) { _, frame in transform(value.make(frame)) })
    }

    /// Changes the value of `key` with an anchor of this view's geometry. It draws nothing.
    public nonisolated func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(
            PreferenceWritingModifier(key: ObjectIdentifier(key)) { old, frame in
                var current = old as? K.Value ?? K.defaultValue
                transform(&current, value.make(frame))
                return current
            })
    }

    /// Performs `action` with the value of `key` that the views inside this one hand up, after layout, when
    /// it changes (and once when the view first appears). Delivered by the host, like `onChange`, in tree
    /// order until nothing changes; a one-shot snapshot of a view using it settles the same way before it is
    /// drawn. A value that never settles stops after `ViewHost.maximumUpdateRounds` rounds with an error.
    public nonisolated func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }

    /// Draws the view that `transform` makes from the value of `key` (as the views inside this one hand it
    /// up after layout) in front of this view, proposed its size and aligned by `alignment`.
    public nonisolated func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueDecorationModifier<K, V>(transform: transform, kind: .overlay, alignment: alignment))
    }

    /// Draws the view that `transform` makes from the value of `key` behind this view, proposed its size and
    /// aligned by `alignment`.
    public nonisolated func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueDecorationModifier<K, V>(transform: transform, kind: .background, alignment: alignment))
    }
}
