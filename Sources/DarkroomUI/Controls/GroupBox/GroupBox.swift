@_spi(DarkroomEngine) import DarkroomUICore

/// A box that groups views, with an optional label; drawn by the environment's group box style.
public nonisolated struct GroupBox<Label: View, Content: View>: View, _PrimitiveView {
    let label: Label
    let content: Content

    /// A group box with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A group box labelled with `label`.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let configuration = GroupBoxStyleConfiguration(label: label, content: content)
        if let style = environment.groupBoxStyle { return Self.resolve(style, configuration, environment, context) }
        return Self.resolve(DefaultGroupBoxStyle(), configuration, environment, context)
    }

    @MainActor private static func resolve<S: GroupBoxStyle>(
        _ style: S, _ configuration: GroupBoxStyleConfiguration,
        _ env: EnvironmentValues, _ context: ResolveContext
    ) -> [LayoutNode] {
        let body = Resolver.evaluate(style, environment: env, context: context) { $0.makeBody(configuration: configuration) }
        return Resolver.nodes(for: body, environment: env, context: context)
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(label: EmptyView(), content: content)
    }
}

extension GroupBox where Label == Text {
    /// A group box titled with the localized `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// A group box titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content)
    }
}
