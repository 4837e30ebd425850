@_spi(DarkroomEngine) import DarkroomUICore

/// A container for grouping controls used for data entry: on iOS 17 iPhone drawn as an inset grouped list.
public nonisolated struct Form<Content: View>: View, _PrimitiveView {
    let content: Content

    /// A form with the given sections and controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        [ListNode.make(content: content, style: .insetGrouped, environment: environment, context: context)]
    }
}

/// The appearance of a `Form`.
public protocol FormStyle {}

/// The grouped form style (the iOS default): an inset grouped list.
public struct GroupedFormStyle: FormStyle {
    public init() {}
}

/// The platform default form style (grouped on iOS).
public struct AutomaticFormStyle: FormStyle {
    public init() {}
}

/// The columns form style; on iPhone forms still draw grouped.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
}

extension FormStyle where Self == GroupedFormStyle {
    /// Grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == AutomaticFormStyle {
    /// The platform default (grouped on iOS).
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// Columns (drawn grouped on iPhone).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets the style of forms in this view (on iPhone every style draws grouped).
    public nonisolated func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
