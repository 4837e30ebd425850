/// A modifier DarkroomUI applies itself, given a way to resolve the modified content.
@MainActor
package protocol _PrimitiveModifier {
    func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues)
}

/// A modifier that wraps each resolved node of its content (SwiftUI applies unary modifiers to every view of a group).
package protocol _UnaryModifier: _PrimitiveModifier {
    func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode
}

extension _UnaryModifier {
    package func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues) {
        let start = outputs.nodes.count
        content(environment, &outputs)
        // A single view whose content resolved to nothing is an empty view, and the modifier applies to it.
        if outputs.singleView, outputs.nodes.count == start { outputs.nodes.append(EmptyNode()) }
        for i in start..<outputs.nodes.count {
            outputs.nodes[i] = _wrap(outputs.nodes[i], environment: environment, context: outputs.context)
        }
    }
}

/// A modifier that only changes the environment of its content.
package protocol _EnvironmentModifier: _PrimitiveModifier {
    func _modify(_ environment: inout EnvironmentValues)
}

extension _EnvironmentModifier {
    package func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues) {
        var env = environment
        _modify(&env)
        let start = outputs.nodes.count
        content(env, &outputs)
        // A change of layout direction mirrors the subtree's placement (LAYOUT.md §14).
        let direction = env.layoutDirection
        if direction != environment.layoutDirection {
            for i in start..<outputs.nodes.count {
                outputs.nodes[i] = LayoutDirectionNode(child: outputs.nodes[i], direction: direction)
            }
        }
    }
}

extension ViewModifier where Self: _PrimitiveModifier {
    /// Primitive modifiers never ask for their body.
    package func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }

    /// Primitive modifiers apply themselves without a dynamic check.
    package static func _apply(
        _ modifier: Self, content: (EnvironmentValues, inout _ViewOutputs) -> Void,
        escapingContent: () -> (EnvironmentValues, inout _ViewOutputs) -> Void,
        environment: EnvironmentValues, into outputs: inout _ViewOutputs
    ) {
        modifier._apply(content: content, into: &outputs, environment: environment)
    }
}
