@_spi(DarkroomEngine) import DarkroomUICore

/// A control that performs an action; drawn by the environment's button style (tinted label by default).
public nonisolated struct Button<Label: View>: View, _PrimitiveView {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        role = nil
    }

    /// A button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let nodes = styledNodes(environment: environment, context: context)
        guard context.session != nil, !nodes.isEmpty else { return nodes }
        return [HitTestNode(child: Resolver.single(nodes, combinedWith: VStackLayout()), kind: .target(fillsFrame: true))]
    }

    @MainActor private func styledNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let erased = ButtonStyleConfiguration.Label(view: AnyView(label))
        switch environment.buttonStyle {
        case .style(let style)?:
            return Self.resolve(style, ButtonStyleConfiguration(label: erased, isPressed: false, role: role), environment, context)
        case .primitive(let style)?:
            return Self.resolve(style, PrimitiveButtonStyleConfiguration(label: erased, role: role, action: action), environment, context)
        case nil:
            return Self.resolve(DefaultButtonStyle(), PrimitiveButtonStyleConfiguration(label: erased, role: role, action: action), environment, context)
        }
    }

    @MainActor private static func resolve<S: ButtonStyle>(_ style: S, _ configuration: ButtonStyleConfiguration, _ env: EnvironmentValues, _ context: ResolveContext)
        -> [LayoutNode]
    {
        guard let body = Resolver.evaluate(style, environment: env, context: context, { $0.makeBody(configuration: configuration) }) else { return [] }
        return Resolver.nodes(for: body, environment: env, context: context)
    }

    @MainActor private static func resolve<S: PrimitiveButtonStyle>(
        _ style: S, _ configuration: PrimitiveButtonStyleConfiguration, _ env: EnvironmentValues, _ context: ResolveContext
    ) -> [LayoutNode] {
        guard let body = Resolver.evaluate(style, environment: env, context: context, { $0.makeBody(configuration: configuration) }) else { return [] }
        return Resolver.nodes(for: body, environment: env, context: context)
    }
}

extension Button where Label == Text {
    /// A button whose label is the text `title` (disfavoured: a literal title is a `LocalizedStringKey`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: _TapActionProviding {
    package var _tapAction: (() -> Void)? { action }
}
