/// A view that contributes nothing.
public struct EmptyView: View, _PrimitiveView, Sendable {
    public nonisolated init() {}
    public var body: Never { primitiveBody(Self.self) }

    public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        Resolver.appendPrimitive(view, environment: environment, into: &outputs)
    }
    package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] { [] }
}
