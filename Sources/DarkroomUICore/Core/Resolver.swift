import Foundation

/// Turns view values into layout nodes: primitives make nodes; composite views get their dynamic
/// properties (`@State`, `@Environment`, …) installed and recurse into `body`. Dispatch is static through
/// `View._appendNodes(of:environment:into:)`; hot primitive types implement it directly.
///
/// Every view value passes through `resolve(_:environment:into:)`, which (inside a `ViewHost`) gives it its
/// identity, its state storage and its `ResolvedView` record. Without a host it costs nothing.
@MainActor
package enum Resolver {
    package static func nodes<V: View>(for view: V, environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var outputs = _ViewOutputs(nodes: [], context: context)
        resolve(view, environment: environment, into: &outputs)
        return outputs.nodes
    }

    /// The nodes of `view` made as one view (the root of a render): modifiers of an empty content still apply,
    /// to an empty view (`_ViewOutputs.singleView`).
    static func singleViewNodes<V: View>(for view: V, environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        var outputs = _ViewOutputs(nodes: [], context: context)
        outputs.singleView = true
        resolve(view, environment: environment, into: &outputs)
        return outputs.nodes
    }

    static func append<V: View>(_ view: V, into nodes: inout [LayoutNode], environment: EnvironmentValues, context: ResolveContext) {
        var outputs = _ViewOutputs(nodes: [], context: context)
        swap(&outputs.nodes, &nodes)
        resolve(view, environment: environment, into: &outputs)
        swap(&outputs.nodes, &nodes)
    }

    /// Resolves one view value: inside a host, first finds (or creates) the storage for its identity and
    /// records it in the resolved tree.
    static func resolve<V: View>(_ view: V, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        guard let session = outputs.context.session else {
            V._appendNodes(of: view, environment: environment, into: &outputs)
            return
        }
        let component = session.takeComponent()
        let parent = session.cursor
        let node = parent.node.child(component, type: V.self, session: session)
        let record = session.makeRecord(value: view, node: node, environment: environment)
        session.cursor = HostSession.Cursor(record: record ?? parent.record, node: node)
        let start = outputs.nodes.count
        V._appendNodes(of: view, environment: environment, into: &outputs)
        if let record, outputs.nodes.count > start { record.layoutNodes = Array(outputs.nodes[start...]) }
        session.cursor = parent
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
        let body: V.Body?
        if let session = outputs.context.session {
            body = session.body(of: view, environment: environment)
        } else {
            body = evaluate(view, environment: environment, context: outputs.context) { $0.body }
        }
        guard let body else { return }
        resolve(body, environment: environment, into: &outputs)
    }

    /// Installs `value`'s dynamic properties (bound to the current identity's storage inside a host), then
    /// runs `make` on the installed copy (a view's `body`, a modifier's `body(content:)`, a style's `makeBody`).
    /// Nil (and an error in the context) when an environment object the value needs is missing: its body
    /// would crash, so it is not evaluated.
    package static func evaluate<T, R>(_ value: T, environment: EnvironmentValues, context: ResolveContext, _ make: (T) -> R) -> R? {
        var installed = value
        guard let session = context.session else {
            let report = InstallReport()
            DynamicPropertyInstaller.install(into: &installed, context: DynamicPropertyContext(environment: environment, node: nil, graph: nil, report: report))
            if let missing = report.missing.first {
                context.fail(.missingEnvironmentObject(type: missing.type, property: missing.property, view: String(describing: T.self)))
                return nil
            }
            return make(installed)
        }
        return session.evaluate(&installed, environment: environment, make)
    }

    /// The fast path for primitive types that implement `_appendNodes(of:environment:into:)` directly.
    @inline(__always)
    static func appendPrimitive<P: _PrimitiveView>(_ view: P, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        view._appendNodes(into: &outputs.nodes, environment: environment, context: outputs.context)
    }

    /// Resolves a view that must act as one node: several nodes are wrapped in `layout`, none become an empty node.
    package static func singleNode<V: View, L: Layout>(for view: V, environment: EnvironmentValues, context: ResolveContext, combinedWith layout: L) -> LayoutNode {
        single(nodes(for: view, environment: environment, context: context), combinedWith: layout)
    }

    package nonisolated static func single<L: Layout>(_ list: [LayoutNode], combinedWith layout: L) -> LayoutNode {
        switch list.count {
        case 0: return EmptyNode()
        case 1: return list[0]
        default: return ContainerNode(layout: layout, children: list)
        }
    }
}
