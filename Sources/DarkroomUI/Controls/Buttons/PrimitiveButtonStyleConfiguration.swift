/// What a `PrimitiveButtonStyle` gets: the label and a way to trigger the action.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, type-erased.
    public typealias Label = ButtonStyleConfiguration.Label

    /// The label.
    public let label: Label
    /// The button's role.
    public let role: ButtonRole?
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() { action() }
}
