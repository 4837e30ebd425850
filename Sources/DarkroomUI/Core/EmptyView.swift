/// A view that contributes nothing.
public struct EmptyView: View, _PrimitiveView, Sendable {
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
    func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] { [] }
}
