import Foundation

extension View {
    /// Performs `action` when the view is pressed for `minimumDuration` seconds. A snapshot never presses, so the
    /// view draws as without it and `action` does not run (`onPressingChanged` neither).
    public nonisolated func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() })
    }

    /// Performs `action` after a press of `minimumDuration` seconds, reporting the press to `pressing` (the
    /// iOS 13 spelling). Draws nothing at rest: a snapshot never presses.
    @_disfavoredOverload
    public nonisolated func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() })
    }
}
