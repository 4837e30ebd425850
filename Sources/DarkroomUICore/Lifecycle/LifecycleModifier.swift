/// A modifier that registers lifecycle actions with the host (`onAppear`, `onDisappear`, `onChange`,
/// `task`): the host delivers them after each update, in tree order (a view's before its container's;
/// chained modifiers in the order written). A one-shot render (`ImageRenderer`, a view snapshot) of a view with an
/// `onAppear` action, an `onChange(initial: true)` or a `task` settles the view in a host first, as a hosting
/// controller in a window runs them before the first frame; `task` bodies run there up to their first suspension
/// (README, "What runs before the picture").
package nonisolated struct _LifecycleModifier: ViewModifier, _PrimitiveModifier {
    package let kinds: [LifecycleRegistration.Kind]

    @MainActor package func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues) {
        content(environment, &outputs)
        // An `onAppear` action or an initial `onChange` runs before the first frame on a device: a one-shot
        // render settles such a view in a host first, so their synchronous state changes are drawn.
        if !outputs.context.observesPreferences, kinds.contains(where: \.runsBeforeFirstFrame) {
            outputs.context.observesPreferences = true
        }
        // Registered after the content: chained modifiers run in the order they are written, a child's
        // before its container's.
        if let session = outputs.context.session, session.isUpdate {
            let node = session.cursor.node
            for kind in kinds { session.lifecycleEvents.append(LifecycleRegistration(node: node, kind: kind)) }
        }
    }
}

extension View {
    /// Performs `action` when the view appears (once per appearance: again only after it disappeared).
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(kinds: [.appear(action)]))
    }

    /// Performs `action` when the view disappears (its identity goes away or the host is expelled).
    public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(kinds: [.appear(nil)] + (action.map { [.disappear($0)] } ?? [])))
    }

    /// Performs `action` with the old and new value when `value` changes (iOS 17); with `initial`, also
    /// when the view first appears.
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(
            _LifecycleModifier(kinds: [
                .change(
                    AnyEquatableValue(value),
                    action: { old, new in
                        if let old = old as? V, let new = new as? V { action(old, new) }
                    }, initial: initial)
            ]))
    }

    /// Performs `action` when `value` changes (iOS 17); with `initial`, also when the view first appears.
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_LifecycleModifier(kinds: [.change(AnyEquatableValue(value), action: { _, _ in action() }, initial: initial)]))
    }

    /// Performs `action` with the new value when `value` changes (the spelling before iOS 17).
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public nonisolated func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(
            _LifecycleModifier(kinds: [
                .change(
                    AnyEquatableValue(value),
                    action: { _, new in
                        if let new = new as? V { action(new) }
                    }, initial: false)
            ]))
    }

    /// Runs `action` when the view appears, and cancels it when the view disappears. A one-shot render draws what
    /// it set before its first suspension; in a `ViewHost`, `settle()` runs it.
    public nonisolated func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(_LifecycleModifier(kinds: [.appear(nil), .task(id: nil, action: action)]))
    }

    /// Runs `action` when the view appears and again (cancelling the previous run) whenever `id` changes.
    public nonisolated func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        modifier(_LifecycleModifier(kinds: [.appear(nil), .task(id: AnyEquatableValue(value), action: action)]))
    }
}

extension LifecycleRegistration.Kind {
    /// Whether a one-shot render settles the view in a host first: an `onAppear` action, an initial `onChange` (iOS
    /// runs them before a hosted view's first frame), a `task` (run up to its first suspension).
    var runsBeforeFirstFrame: Bool {
        switch self {
        case .appear(let action): action != nil
        case .change(_, _, let initial): initial
        case .task: true
        case .disappear: false
        }
    }
}
