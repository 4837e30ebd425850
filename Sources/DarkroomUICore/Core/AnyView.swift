/// A type-erased view.
public nonisolated struct AnyView: View, _PrimitiveView {
    package nonisolated(unsafe) let view: any View

    /// Wraps `view`.
    public nonisolated init<V: View>(_ view: V) {
        if let any = view as? AnyView { self = any } else { self.view = view }
    }

    /// Wraps `view`.
    public nonisolated init<V: View>(erasing view: V) {
        self.init(view)
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        // Type erasure is transparent: a single view stays one (`_ViewOutputs.singleView`).
        guard outputs.singleView else { return Resolver.appendPrimitive(view, environment: environment, into: &outputs) }
        Resolver.resolve(view.view, environment: environment, into: &outputs)
    }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        Resolver.nodes(for: view, environment: environment, context: context)
    }

    @MainActor package func _appendNodes(into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        Resolver.append(view, into: &nodes, environment: environment, context: context)
    }
}
