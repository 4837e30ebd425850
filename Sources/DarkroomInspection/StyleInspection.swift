import DarkroomUI

// Inspecting a style on its own, ViewInspector's spelling: the style's body built from a configuration.

@MainActor
extension ButtonStyle {
    /// The style's body for a button that is (or is not) pressed.
    public func inspect(isPressed: Bool) throws -> InspectableView<ViewType.ClassifiedView> {
        try makeBody(configuration: InspectionSupport.buttonConfiguration(isPressed: isPressed)).inspect()
    }

    /// The style's body for a button at rest.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        try inspect(isPressed: false)
    }
}

@MainActor
extension PrimitiveButtonStyle {
    /// The style's body for a button whose action does nothing.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        try makeBody(configuration: PrimitiveButtonStyleConfiguration(onTrigger: {})).inspect()
    }
}

@MainActor
extension PrimitiveButtonStyleConfiguration {
    /// A configuration whose `trigger()` calls `onTrigger` (for testing a `PrimitiveButtonStyle`).
    public init(onTrigger: @escaping () -> Void) {
        self = InspectionSupport.primitiveButtonConfiguration(onTrigger: onTrigger)
    }
}

@MainActor
extension ToggleStyle {
    /// The style's body for a toggle that is on or off (its label is empty).
    public func inspect(isOn: Bool) throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = ToggleStyleConfiguration(label: EmptyView(), isOn: .constant(isOn))
        return try makeBody(configuration: configuration).inspect()
    }

    /// The style's body for a toggle that is off.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        try inspect(isOn: false)
    }
}

@MainActor
extension LabelStyle {
    /// The style's body for an empty title and icon.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        try makeBody(configuration: LabelStyleConfiguration(title: EmptyView(), icon: EmptyView())).inspect()
    }
}

@MainActor
extension GroupBoxStyle {
    /// The style's body for an empty label and content.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        try makeBody(configuration: GroupBoxStyleConfiguration(label: EmptyView(), content: EmptyView())).inspect()
    }
}

@MainActor
extension ProgressViewStyle {
    /// The style's body for `fractionCompleted` (`nil`: indeterminate), with empty labels.
    public func inspect(fractionCompleted: Double?) throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted,
            label: EmptyView(), currentValueLabel: EmptyView())
        return try makeBody(configuration: configuration).inspect()
    }

    /// The style's body for an indeterminate progress view.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        try inspect(fractionCompleted: nil)
    }
}
