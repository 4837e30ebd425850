/// One resolution pass of a `ViewHost`: walks the identity tree alongside the view values, binds dynamic
/// properties to their identity's storage, reuses bodies of views that neither changed nor were
/// invalidated, and (in an update pass) records the `ResolvedView` tree and lifecycle events.
@MainActor
package final class HostSession {
    /// Where resolution is: the record and identity of the view being resolved, and the position of the
    /// next child inside it.
    struct Cursor {
        var record: ResolvedView?
        var node: ViewGraphNode
        var position = 0
    }

    let graph: ViewGraph
    let generation: Int
    /// The pass's context (for errors).
    weak var resolveContext: ResolveContext?
    /// Whether this pass records the tree and lifecycle (an update) or only draws (a snapshot of the host).
    let isUpdate: Bool
    var cursor: Cursor
    /// The component the next resolved view takes instead of its position (a branch, a `ForEach` id, an `.id`).
    var pendingComponent: IdentityComponent?
    /// The root of the recorded tree (a placeholder whose only child is the root view's record).
    private(set) var rootRecord: ResolvedView?
    /// Lifecycle modifiers met in this pass, in tree order.
    var lifecycleEvents: [LifecycleRegistration] = []
    /// `onReceive` modifiers met in this pass, in tree order.
    var receivers: [ReceiverRegistration] = []
    private var order = 0

    init(graph: ViewGraph, isUpdate: Bool) {
        self.graph = graph
        self.isUpdate = isUpdate
        if isUpdate { graph.generation += 1 }
        generation = graph.generation
        rootRecord = isUpdate ? ResolvedView(value: (), identity: ViewIdentity(node: graph.anchor), parent: nil, environment: EnvironmentValues()) : nil
        cursor = Cursor(record: rootRecord, node: graph.anchor)
        pendingComponent = .root
    }

    /// The identity component of the next child: a pending one, else its position.
    func takeComponent() -> IdentityComponent {
        defer { cursor.position += 1 }
        if let pending = pendingComponent {
            pendingComponent = nil
            return pending
        }
        return .position(cursor.position)
    }

    /// Marks `node` as resolved in this pass.
    func see(_ node: ViewGraphNode) {
        guard isUpdate else { return }
        node.seenGeneration = generation
        node.order = order
        order += 1
    }

    /// A record for a view value at `node`, appended to the current record (update passes only).
    func makeRecord<V>(value: V, node: ViewGraphNode, environment: EnvironmentValues) -> ResolvedView? {
        guard isUpdate, let parent = cursor.record else { return nil }
        let record = ResolvedView(value: value, identity: ViewIdentity(node: node), parent: parent, environment: environment)
        parent.children.append(record)
        return record
    }

    /// The body of a composite view: the previous one when the view value is unchanged and nothing it
    /// depends on was invalidated, else a fresh evaluation.
    func body<V: View>(of view: V, environment: EnvironmentValues) -> V.Body? {
        let node = cursor.node
        if !node.invalidation.isSet, !node.readsEnvironment,
            let cachedValue = node.cachedValue as? V, let cachedBody = node.cachedBody as? V.Body,
            ViewValueComparison.isEqual(cachedValue, view)
        {
            cursor.record?.value = cachedValue
            return cachedBody
        }
        var installed = view
        guard let body = evaluate(&installed, environment: environment, { $0.body }) else { return nil }
        node.cachedValue = installed
        node.cachedBody = body
        cursor.record?.value = installed
        return body
    }

    /// Installs `value`'s dynamic properties into the current identity's storage and runs `make`, tracking
    /// the observable properties it reads (a change invalidates this identity).
    func evaluate<T, R>(_ value: inout T, environment: EnvironmentValues, _ make: (T) -> R) -> R? {
        let node = cursor.node
        node.invalidation.clear()
        let report = InstallReport()
        let context = DynamicPropertyContext(environment: environment, node: node, graph: graph, report: report)
        if DynamicPropertyInstaller.install(into: &value, context: context) { node.readsEnvironment = true }
        if let missing = report.missing.first {
            resolveContext?.fail(.missingEnvironmentObject(type: missing.type, property: missing.property, view: node.path))
            return nil
        }
        graph.bodyDepth += 1
        defer { graph.bodyDepth -= 1 }
        let flag = node.invalidation, needsUpdate = graph.needsUpdate
        let installed = value
        return ObservationScope.track(
            { make(installed) },
            onChange: {
                flag.set()
                needsUpdate.set()
            })
    }

    /// Ends the pass: returns the recorded tree and drops the session's references into it (layout nodes
    /// that resolve lazily keep the session alive).
    func finish() -> ResolvedView? {
        let root = rootRecord
        rootRecord = nil
        cursor = Cursor(record: nil, node: graph.anchor)
        return root
    }

    /// Identities that were not resolved in this pass are removed (their state is gone); returns the
    /// removed identities that had lifecycle bookkeeping, in the order they were last resolved.
    func prune() -> [ViewGraphNode] {
        guard isUpdate else { return [] }
        var removed: [ViewGraphNode] = []
        var stack = [graph.anchor]
        while let node = stack.popLast() {
            for (key, child) in node.children {
                if child.seenGeneration == generation {
                    stack.append(child)
                } else {
                    node.children[key] = nil
                    collect(child, into: &removed)
                }
            }
        }
        return removed.sorted { $0.order < $1.order }
    }

    private func collect(_ root: ViewGraphNode, into removed: inout [ViewGraphNode]) {
        var stack = [root]
        while let node = stack.popLast() {
            if node.lifecycle != nil { removed.append(node) }
            stack.append(contentsOf: node.children.values)
            node.children = [:]
        }
    }
}
