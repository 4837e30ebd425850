@_spi(DarkroomEngine) import DarkroomUICore

/// What a `GaugeStyle` gets: where the value lies in the range and the gauge's labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label, type-erased.
    public nonisolated struct Label: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// The current-value label, type-erased.
    public nonisolated struct CurrentValueLabel: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// The minimum-value label, type-erased.
    public nonisolated struct MinimumValueLabel: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// The maximum-value label, type-erased.
    public nonisolated struct MaximumValueLabel: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// The marked-value labels, type-erased.
    public nonisolated struct MarkedValueLabel: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// Where the value lies in the gauge's range, 0…1.
    public var value: Double
    /// The label describing the gauge's purpose.
    public var label: Label
    /// The label describing the current value, if any.
    public var currentValueLabel: CurrentValueLabel?
    /// The label for the range's lower bound, if any.
    public var minimumValueLabel: MinimumValueLabel?
    /// The label for the range's upper bound, if any.
    public var maximumValueLabel: MaximumValueLabel?
    /// The labels of marked values, if any (iOS's styles draw none).
    public var markedValueLabels: [MarkedValueLabel]

    package init<L: View, C: View, B: View, M: View>(
        value: Double, label: L, currentValueLabel: C?, minimumValueLabel: B?,
        maximumValueLabel: B?, markedValueLabels: M?
    ) {
        self.value = value
        self.label = Label(view: AnyView(label))
        self.currentValueLabel = currentValueLabel.map { CurrentValueLabel(view: AnyView($0)) }
        self.minimumValueLabel = minimumValueLabel.map { MinimumValueLabel(view: AnyView($0)) }
        self.maximumValueLabel = maximumValueLabel.map { MaximumValueLabel(view: AnyView($0)) }
        self.markedValueLabels = markedValueLabels.map { [MarkedValueLabel(view: AnyView($0))] } ?? []
    }
}
