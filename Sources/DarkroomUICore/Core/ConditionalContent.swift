/// One of two views, chosen by an `if`/`else` or `switch` in a `@ViewBuilder`.
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    package nonisolated(unsafe) let storage: Storage

    nonisolated init(storage: Storage) {
        self.storage = storage
    }

    private var isTrue: Bool {
        if case .trueContent = storage { return true }
        return false
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        Resolver.appendPrimitive(view, environment: environment, into: &outputs)
    }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        context.session?.pendingComponent = .branch(isTrue)
        switch storage {
        case .trueContent(let v): return Resolver.nodes(for: v, environment: environment, context: context)
        case .falseContent(let v): return Resolver.nodes(for: v, environment: environment, context: context)
        }
    }

    @MainActor package func _appendNodes(into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        context.session?.pendingComponent = .branch(isTrue)
        switch storage {
        case .trueContent(let v): Resolver.append(v, into: &nodes, environment: environment, context: context)
        case .falseContent(let v): Resolver.append(v, into: &nodes, environment: environment, context: context)
        }
    }
}
