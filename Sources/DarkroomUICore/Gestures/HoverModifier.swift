import Foundation

extension View {
    /// Performs `action` with `true` when a pointer enters the view and `false` when it leaves (iPad pointer,
    /// Mac). Draws nothing at rest: a snapshot has no pointer, so the view draws as without it and `action` does not
    /// run.
    public nonisolated func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        self
    }
}
