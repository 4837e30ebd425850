import Foundation

/// Turns view values into layout nodes: primitives make nodes; composite views get their dynamic
/// properties (`@Environment`) installed and recurse into `body`. Dispatch is static through
/// `View._appendNodes(of:environment:into:)`; hot primitive types implement it directly.
enum Resolver {
    static func nodes<V: View>(for view: V, environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var outputs = _ViewOutputs(nodes: [], context: context)
        V._appendNodes(of: view, environment: environment, into: &outputs)
        return outputs.nodes
    }

    static func append<V: View>(_ view: V, into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        var outputs = _ViewOutputs(nodes: [], context: context)
        swap(&outputs.nodes, &nodes)
        V._appendNodes(of: view, environment: environment, into: &outputs)
        swap(&outputs.nodes, &nodes)
    }

    /// The default path: a dynamic check for primitive views, else the body.
    static func appendDynamically<V: View>(_ view: V, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        // Checking the metatype (not the value) avoids boxing the whole view value into an existential.
        if let primitiveType = V.self as? any _PrimitiveView.Type {
            func appendPrimitive<P: _PrimitiveView>(_: P.Type) {
                withUnsafePointer(to: view) { pointer in
                    pointer.withMemoryRebound(to: P.self, capacity: 1) {
                        $0.pointee._appendNodes(into: &outputs.nodes, environment: environment, context: outputs.context)
                    }
                }
            }
            appendPrimitive(primitiveType)
            return
        }
        DynamicPropertyInstaller.install(environment, into: view)
        V.Body._appendNodes(of: view.body, environment: environment, into: &outputs)
    }

    /// The fast path for primitive types that implement `_appendNodes(of:environment:into:)` directly.
    @inline(__always)
    static func appendPrimitive<P: _PrimitiveView>(_ view: P, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        view._appendNodes(into: &outputs.nodes, environment: environment, context: outputs.context)
    }

    /// Resolves a view that must act as one node: several nodes are wrapped in `layout`, none become an empty node.
    static func singleNode<V: View, L: Layout>(for view: V, environment: EnvironmentValues, context: ResolveContext, combinedWith layout: L) -> LayoutNode {
        single(nodes(for: view, environment: environment, context: context), combinedWith: layout)
    }

    static func single<L: Layout>(_ list: [LayoutNode], combinedWith layout: L) -> LayoutNode {
        switch list.count {
        case 0: return EmptyNode()
        case 1: return list[0]
        default: return ContainerNode(layout: layout, children: list)
        }
    }
}
