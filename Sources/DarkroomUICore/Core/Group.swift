/// Groups views without affecting layout; modifiers on a group apply to each of its views.
public nonisolated struct Group<Content: View>: View, _PrimitiveView {
    package let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        Resolver.appendPrimitive(view, environment: environment, into: &outputs)
    }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        Resolver.nodes(for: content, environment: environment, context: context)
    }

    @MainActor package func _appendNodes(into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        Resolver.append(content, into: &nodes, environment: environment, context: context)
    }
}
