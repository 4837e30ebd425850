extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody(Self.self) }

    public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        Resolver.appendPrimitive(view, environment: environment, into: &outputs)
    }
}

extension Optional: _PrimitiveView where Wrapped: View {
    package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        guard let wrapped = self else { return [] }
        return Resolver.nodes(for: wrapped, environment: environment, context: context)
    }
}
