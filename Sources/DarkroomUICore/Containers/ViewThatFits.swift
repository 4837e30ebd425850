/// Shows the first of its children whose ideal size fits the proposal on the constrained axes (else the last).
public nonisolated struct ViewThatFits<Content: View>: View, _PrimitiveView {
    let axes: Axis.Set
    package let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let nodes = Resolver.nodes(for: content, environment: environment, context: context)
        guard !nodes.isEmpty else { return [] }
        return [ViewThatFitsNode(axes: axes, options: nodes)]
    }
}
