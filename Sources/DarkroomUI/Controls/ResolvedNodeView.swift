@_spi(DarkroomEngine) import DarkroomUICore

/// A view standing for an already resolved node, so that controls can compose resolved parts with views.
/// Each instance must be resolved once.
struct ResolvedNodeView: View, _PrimitiveView {
    let node: LayoutNode
    var body: Never { primitiveBody(Self.self) }
    func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] { [node] }
}
