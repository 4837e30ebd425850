@_spi(DarkroomEngine) import DarkroomUICore

/// What a `ProgressViewStyle` gets: how far the task is and the progress view's labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, type-erased.
    public nonisolated struct Label: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// The progress view's current-value label, type-erased.
    public nonisolated struct CurrentValueLabel: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// The completed fraction, 0…1, or `nil` when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// The label describing the task, if any.
    public var label: Label?
    /// The label describing the current value, if any.
    public var currentValueLabel: CurrentValueLabel?

    package init(fractionCompleted: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fractionCompleted = fractionCompleted
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    package init(fractionCompleted: Double?, label: (some View)?, currentValueLabel: (some View)?) {
        self.init(
            fractionCompleted: fractionCompleted,
            label: label.map { Label(view: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { CurrentValueLabel(view: AnyView($0)) })
    }
}
