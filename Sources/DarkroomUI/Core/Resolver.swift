import Foundation

/// Turns view values into layout nodes: primitives make nodes; composite views get their dynamic
/// properties (`@Environment`) installed and recurse into `body`.
enum Resolver {
    static func nodes<V: View>(for view: V, environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var out: [LayoutNode] = []
        append(view, into: &out, environment: environment, context: context)
        return out
    }

    static func append<V: View>(_ view: V, into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        // Checking the metatype (not the value) avoids boxing the whole view value into an existential.
        if let primitiveType = V.self as? any _PrimitiveView.Type {
            func appendPrimitive<P: _PrimitiveView>(_: P.Type) {
                withUnsafePointer(to: view) { pointer in
                    pointer.withMemoryRebound(to: P.self, capacity: 1) {
                        $0.pointee._appendNodes(into: &nodes, environment: environment, context: context)
                    }
                }
            }
            appendPrimitive(primitiveType)
            return
        }
        DynamicPropertyInstaller.install(environment, into: view)
        append(view.body, into: &nodes, environment: environment, context: context)
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
