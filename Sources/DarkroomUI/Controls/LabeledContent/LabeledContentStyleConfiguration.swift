@_spi(DarkroomEngine) import DarkroomUICore

/// What a `LabeledContentStyle` gets: the label and the content of a `LabeledContent`.
public struct LabeledContentStyleConfiguration {
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

    /// The label that describes the content.
    public let label: Label
    /// The content: the value being labeled.
    public let content: Content

    package init<L: View, C: View>(label: L, content: C) {
        self.label = (label as? Label) ?? Label(view: AnyView(label))
        self.content = (content as? Content) ?? Content(view: AnyView(content))
    }
}
