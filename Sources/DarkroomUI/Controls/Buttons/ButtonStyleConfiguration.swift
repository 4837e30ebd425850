@_spi(DarkroomEngine) import DarkroomUICore

/// What a `ButtonStyle` gets to build a button's appearance from.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public nonisolated struct Label: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// The label.
    public let label: Label
    /// Whether the button is being pressed (never during a snapshot).
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?
}
