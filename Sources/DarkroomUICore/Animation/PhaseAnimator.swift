import Foundation

/// Cycles content through phases (SwiftUI's `PhaseAnimator`); a snapshot shows the first phase.
public nonisolated struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    /// Animates through `phases` whenever `trigger` changes.
    public init<Phases: Sequence>(
        _ phases: Phases, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        first = phases.first(where: { _ in true })
        self.content = content
    }

    /// Animates through `phases` continuously.
    public init<Phases: Sequence>(
        _ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        first = phases.first(where: { _ in true })
        self.content = content
    }

    @MainActor @ViewBuilder public var body: some View {
        if let first { content(first) }
    }
}

extension View {
    /// Animates the view through `phases` when `trigger` changes; a snapshot shows the first phase.
    public nonisolated func phaseAnimator<Phase: Equatable, Phases: Sequence>(
        _ phases: Phases, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        let first = phases.first(where: { _ in true })
        return Group { if let first { content(PlaceholderContentView(content: self), first) } else { self } }
    }

    /// Animates the view through `phases` continuously; a snapshot shows the first phase.
    public nonisolated func phaseAnimator<Phase: Equatable, Phases: Sequence>(
        _ phases: Phases,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        let first = phases.first(where: { _ in true })
        return Group { if let first { content(PlaceholderContentView(content: self), first) } else { self } }
    }

    /// Animates keyframes when `trigger` changes; a snapshot shows `initialValue`.
    public nonisolated func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// Animates keyframes continuously; a snapshot shows `initialValue`.
    public nonisolated func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }
}

/// The modified view, passed to `phaseAnimator`/`keyframeAnimator` content closures.
public nonisolated struct PlaceholderContentView<Value: View>: View {
    let content: Value
    @MainActor public var body: some View { content }
}
