/// Properties of a layout container that its subviews can see.
public struct LayoutProperties: Sendable {
    /// The axis a stack arranges along (Spacer and Divider orient by it), or `nil`.
    public var stackOrientation: Axis?

    /// Properties with no stack orientation.
    public init() {}
}
