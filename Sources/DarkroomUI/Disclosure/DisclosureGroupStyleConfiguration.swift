@_spi(DarkroomEngine) import DarkroomUICore

/// What a `DisclosureGroupStyle` gets: the label, the content and whether the content is shown.
public struct DisclosureGroupStyleConfiguration {
    /// The label, type-erased.
    public nonisolated struct Label: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// The content, type-erased.
    public nonisolated struct Content: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// The label that the user taps to show or hide the content.
    public let label: Label
    /// The content shown while the group is expanded.
    public let content: Content
    /// Whether the content is shown; writing it expands or collapses the group.
    @Binding public var isExpanded: Bool

    package init<L: View, C: View>(label: L, content: C, isExpanded: Binding<Bool>) {
        self.label = Label(view: AnyView(label))
        self.content = Content(view: AnyView(content))
        _isExpanded = isExpanded
    }
}
