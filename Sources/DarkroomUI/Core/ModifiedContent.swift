/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
    func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        _appendNodes(into: &nodes, environment: environment, context: context)
        return nodes
    }

    func _appendNodes(into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        if let primitiveType = Modifier.self as? any _PrimitiveModifier.Type {
            func applyPrimitive<M: _PrimitiveModifier>(_: M.Type) {
                withUnsafePointer(to: modifier) { pointer in
                    pointer.withMemoryRebound(to: M.self, capacity: 1) {
                        Self.apply($0.pointee, to: content, into: &nodes, environment: environment, context: context)
                    }
                }
            }
            applyPrimitive(primitiveType)
            return
        }
        DynamicPropertyInstaller.install(environment, into: modifier)
        let placeholder = _ViewModifier_Content<Modifier>(resolve: Self.resolver(for: content, context: context))
        Resolver.append(modifier.body(content: placeholder), into: &nodes, environment: environment, context: context)
    }

    private static func apply<M: _PrimitiveModifier>(_ modifier: M, to content: Content, into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        func resolveContent(_ env: EnvironmentValues, _ out: inout [LayoutNode]) {
            Resolver.append(content, into: &out, environment: env, context: context)
        }
        modifier._apply(content: resolveContent, into: &nodes, environment: environment, context: context)
    }

    private static func resolver(for content: Content, context: ResolveContext) -> (EnvironmentValues, inout [LayoutNode]) -> Void {
        { env, out in Resolver.append(content, into: &out, environment: env, context: context) }
    }
}
