@_spi(DarkroomEngine) import DarkroomUICore

/// What a `LabelStyle` gets to build a label from: its title and its icon.
public struct LabelStyleConfiguration {
    /// The label's title, type-erased.
    public nonisolated struct Title: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// The label's icon, type-erased.
    public nonisolated struct Icon: View, _PrimitiveView {
        let view: AnyView
        @MainActor public var body: Never { primitiveBody(Self.self) }
        @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
            view._makeNodes(environment: environment, context: context)
        }
    }

    /// The title.
    public var title: Title
    /// The icon.
    public var icon: Icon

    package init(title: Title, icon: Icon) {
        self.title = title
        self.icon = icon
    }

    package init<T: View, I: View>(title: T, icon: I) {
        self.init(title: Title(view: AnyView(title)), icon: Icon(view: AnyView(icon)))
    }
}
