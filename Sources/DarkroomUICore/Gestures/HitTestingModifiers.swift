/// `allowsHitTesting(false)`: the view and its subviews let taps through to what is behind them.
nonisolated struct _AllowsHitTestingModifier: ViewModifier, _PrimitiveModifier {
    let enabled: Bool

    @MainActor func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues) {
        if enabled {
            content(environment, &outputs)
        } else {
            HitTestMarking.wrap(content: content, into: &outputs, environment: environment, kind: .excluded)
        }
    }
}

/// `contentShape(_:)`: the view's hit area is the shape in its frame, drawn or not.
nonisolated struct _ContentShapeModifier<S: Shape>: ViewModifier, _PrimitiveModifier {
    let shape: S
    let eoFill: Bool

    @MainActor func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues) {
        let shape = self.shape, eoFill = self.eoFill
        HitTestMarking.wrap(
            content: content, into: &outputs, environment: environment,
            kind: .contentShape { rect in
                var path = shape.path(in: rect)
                if eoFill { path = path.applying(.identity) }
                return path
            })
    }
}

extension View {
    /// Whether the view (and its subviews) can be the target of a tap; `false` lets taps reach the views
    /// behind it.
    public nonisolated func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AllowsHitTestingModifier(enabled: enabled))
    }

    /// Makes `shape` (in the view's frame) the view's hit area, including transparent parts.
    public nonisolated func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
    }
}
