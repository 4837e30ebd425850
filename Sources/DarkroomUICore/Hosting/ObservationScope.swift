import Observation

/// Tracks the `@Observable` properties a body reads (the Observation module's `withObservationTracking`).
enum ObservationScope {
    /// Runs `apply`, calling `onChange` once when any observable property it read is about to change.
    /// (Nonisolated on purpose: the closure handed to Observation must not carry main-actor isolation,
    /// since resolution runs on a large-stack thread while the main actor waits.)
    static func track<R>(_ apply: () -> R, onChange: @escaping @Sendable () -> Void) -> R {
        withoutActuallyEscaping(apply) { apply in
            withObservationTracking({ apply() }, onChange: onChange)
        }
    }
}
