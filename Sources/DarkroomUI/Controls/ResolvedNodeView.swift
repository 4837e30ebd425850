@_spi(DarkroomEngine) import DarkroomUICore

/// A view standing for an already resolved node, so that controls can compose resolved parts with views.
/// Each instance must be resolved once.
nonisolated struct ResolvedNodeView: View, _PrimitiveView {
    let node: LayoutNode
    @MainActor var body: Never { primitiveBody(Self.self) }
    @MainActor func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] { [node] }
}
