@_spi(DarkroomEngine) import DarkroomUICore

/// What a `GroupBoxStyle` gets to build a group box from: its label and its content.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, type-erased.
    public nonisolated struct Label: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// The group box's content, type-erased.
    public nonisolated struct Content: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// The label (`EmptyView` when the group box has none).
    public let label: Label
    /// The grouped views.
    public let content: Content

    package init<L: View, C: View>(label: L, content: C) {
        self.label = Label(view: AnyView(label))
        self.content = Content(view: AnyView(content))
    }
}
