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

    public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        resolve(view, environment: environment, into: &outputs)
    }
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
    package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var outputs = _ViewOutputs(nodes: [], context: context)
        Self._appendNodes(of: self, environment: environment, into: &outputs)
        return outputs.nodes
    }

    package func _appendNodes(into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        Resolver.append(self, into: &nodes, environment: environment, context: context)
    }

    /// The modifier applies itself around a resolver for the content.
    @MainActor
    static func resolve(_ view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        let content = view.content
        Modifier._apply(
            view.modifier,
            content: { env, out in Resolver.resolve(content, environment: env, into: &out) },
            escapingContent: { { env, out in Resolver.resolve(content, environment: env, into: &out) } },
            environment: environment, into: &outputs)
    }
}
