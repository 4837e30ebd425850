/// A view DarkroomUI lays out itself: it turns into layout nodes instead of having a body.
@MainActor
package protocol _PrimitiveView {
    /// The nodes this view contributes to its parent (zero for `EmptyView`, many for `ForEach`).
    func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode]
    /// Appends this view's nodes to `nodes` (overridden by hot paths to avoid intermediate arrays).
    func _appendNodes(into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext)
}

extension _PrimitiveView {
    package func _appendNodes(into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        nodes.append(contentsOf: _makeNodes(environment: environment, context: context))
    }
}

/// The body of a primitive view: never evaluated.
package func primitiveBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view and has no body")
}
