/// A fixed sequence of views (what a `@ViewBuilder` block of several views builds).
public nonisolated struct TupleView<T>: View, _PrimitiveView {
    /// The views, as a tuple.
    nonisolated(unsafe) public var value: T
    package nonisolated(unsafe) let children: [any View]

    /// Wraps a tuple of views.
    public nonisolated init(_ value: T) {
        self.value = value
        children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    @usableFromInline
    nonisolated init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        Resolver.appendPrimitive(view, environment: environment, into: &outputs)
    }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        _appendNodes(into: &nodes, environment: environment, context: context)
        return nodes
    }

    @MainActor package func _appendNodes(into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        for child in children {
            Resolver.append(child, into: &nodes, environment: environment, context: context)
        }
    }
}
