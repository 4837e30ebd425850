/// A style that defines both appearance and interaction (it calls `configuration.trigger()`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
