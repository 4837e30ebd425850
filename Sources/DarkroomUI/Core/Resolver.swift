import Foundation

/// Turns view values into layout nodes: primitives make nodes; composite views get their dynamic
/// properties (`@Environment`) installed and recurse into `body`.
enum Resolver {
    static func nodes<V: View>(for view: V, environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        if let primitive = view as? any _PrimitiveView {
            return primitive._makeNodes(environment: environment, context: context)
        }
        DynamicPropertyInstaller.install(environment, into: view)
        return nodes(for: view.body, environment: environment, context: context)
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
