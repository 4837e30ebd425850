@_spi(DarkroomEngine) import DarkroomUICore

/// A title with an icon; drawn by the environment's label style (title and icon by default).
public nonisolated struct Label<Title: View, Icon: View>: View, _PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(view: AnyView(title)),
            icon: LabelStyleConfiguration.Icon(view: AnyView(icon)))
        if let style = environment.labelStyle { return Self.resolve(style, configuration, environment, context) }
        return Self.resolve(DefaultLabelStyle(), configuration, environment, context)
    }

    @MainActor private static func resolve<S: LabelStyle>(
        _ style: S, _ configuration: LabelStyleConfiguration,
        _ env: EnvironmentValues, _ context: ResolveContext
    ) -> [LayoutNode] {
        let body = Resolver.evaluate(style, environment: env, context: context) { $0.makeBody(configuration: configuration) }
        return Resolver.nodes(for: body, environment: env, context: context)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an image from the app's assets.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a title string and an image from the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label with a title string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}
