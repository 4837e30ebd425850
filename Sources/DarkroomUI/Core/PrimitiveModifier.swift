/// Resolves the content of a modifier into nodes appended to the given array.
typealias ContentResolver = (EnvironmentValues, inout [LayoutNode]) -> Void

/// A modifier DarkroomUI applies itself, given a way to resolve the modified content.
protocol _PrimitiveModifier {
    func _apply(content: ContentResolver, into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext)
}

/// A modifier that wraps each resolved node of its content (SwiftUI applies unary modifiers to every view of a group).
protocol _UnaryModifier: _PrimitiveModifier {
    func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode
}

extension _UnaryModifier {
    func _apply(content: ContentResolver, into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        let start = nodes.count
        content(environment, &nodes)
        for i in start..<nodes.count { nodes[i] = _wrap(nodes[i], environment: environment, context: context) }
    }
}

/// A modifier that only changes the environment of its content.
protocol _EnvironmentModifier: _PrimitiveModifier {
    func _modify(_ environment: inout EnvironmentValues)
}

extension _EnvironmentModifier {
    func _apply(content: ContentResolver, into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        var env = environment
        _modify(&env)
        content(env, &nodes)
    }
}

extension ViewModifier where Self: _PrimitiveModifier {
    /// Primitive modifiers never ask for their body.
    func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}
