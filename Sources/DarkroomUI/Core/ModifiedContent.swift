/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
    func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let content = self.content
        let resolveContent: (EnvironmentValues) -> [LayoutNode] = { env in
            Resolver.nodes(for: content, environment: env, context: context)
        }
        if let primitive = modifier as? any _PrimitiveModifier {
            return primitive._apply(content: resolveContent, environment: environment, context: context)
        }
        DynamicPropertyInstaller.install(environment, into: modifier)
        let body = modifier.body(content: _ViewModifier_Content<Modifier>(resolve: resolveContent))
        return Resolver.nodes(for: body, environment: environment, context: context)
    }
}
