@_spi(DarkroomEngine) import DarkroomUICore

/// What a `ToggleStyle` gets to build a toggle from: its label and a binding to its state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    public nonisolated struct Label: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// The label that describes the toggle's purpose.
    public let label: Label
    /// Whether the toggle is on; writing it switches the toggle.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all the same.
    public var isMixed: Bool

    package init(label: Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }

    package init<V: View>(label: V, isOn: Binding<Bool>) {
        self.init(label: Label(view: AnyView(label)), isOn: isOn)
    }
}
