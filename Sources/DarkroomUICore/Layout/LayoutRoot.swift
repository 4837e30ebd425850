/// A layout applied to content: what `MyLayout { … }` builds.
package nonisolated struct _LayoutRoot<L: Layout, Content: View>: View, _PrimitiveView {
    let layout: L
    package let content: Content

    @MainActor package var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var env = environment
        env.stackAxis = (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
        let children = Resolver.nodes(for: content, environment: env, context: context)
        return [ContainerNode(layout: layout, children: children, layoutDirection: environment.layoutDirection)]
    }
}
