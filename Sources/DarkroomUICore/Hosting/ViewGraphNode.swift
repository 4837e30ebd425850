import Synchronization

/// The storage of one view identity, kept across updates for as long as the identity is resolved:
/// its `@State` slots, observation subscriptions, lifecycle bookkeeping and the last body (reused
/// when the view neither changed nor was invalidated).
package final class ViewGraphNode {
    struct Key: Hashable {
        let component: IdentityComponent
        let type: ObjectIdentifier
    }

    let key: Key
    let viewType: Any.Type
    private(set) weak var parent: ViewGraphNode?
    var children: [Key: ViewGraphNode] = [:]
    /// The update pass that last resolved this identity, and its pre-order position in that pass.
    var seenGeneration = 0
    var order = 0
    /// Set when state this view owns or an observable value its body read changes.
    let invalidation = InvalidationFlag()
    /// `@State`, `@StateObject`, … storage by property slot.
    var slots: [Int: AnyObject] = [:]
    /// The last value whose body was evaluated, and that body (type-erased).
    var cachedValue: Any?
    var cachedBody: Any?
    /// Whether the view reads the environment (its body is then never reused).
    var readsEnvironment = false
    /// Lifecycle bookkeeping (onAppear, onChange, task) of modifiers resolved at this identity.
    var lifecycle: NodeLifecycle?

    init(key: Key, viewType: Any.Type, parent: ViewGraphNode?) {
        self.key = key
        self.viewType = viewType
        self.parent = parent
    }

    /// The child for `component`, created on first use; marked as seen in the session's pass.
    @MainActor
    func child<V>(_ component: IdentityComponent, type: V.Type, session: HostSession) -> ViewGraphNode {
        let key = Key(component: component, type: ObjectIdentifier(type))
        let node: ViewGraphNode
        if let existing = children[key] {
            node = existing
        } else {
            node = ViewGraphNode(key: key, viewType: type, parent: self)
            children[key] = node
        }
        session.see(node)
        return node
    }

    /// The storage for slot `index`, made by `make` the first time.
    func slot<T: AnyObject>(_ index: Int, make: () -> T) -> T {
        if let existing = slots[index] as? T { return existing }
        let made = make()
        slots[index] = made
        return made
    }

    /// The view's type name without generic arguments.
    var typeName: String {
        let full = String(describing: viewType)
        return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
    }

    /// `Root/VStack/TupleView[1]/Button`: type names with positions, branches and ids.
    var path: String {
        var parts: [String] = []
        var node: ViewGraphNode? = self
        while let current = node, current.parent != nil || current.key.component != .root {
            var part = current.typeName
            switch current.key.component {
            case .root: break
            case .position(let index): if index > 0 { part += "[\(index)]" }
            case .branch(let isTrue): part = (isTrue ? "if:" : "else:") + part
            case .element(let id): part += "[id: \(id.base)]"
            case .explicit(let id): part += "[.id(\(id.base))]"
            }
            parts.append(part)
            if current.key.component == .root { break }
            node = current.parent
        }
        return parts.reversed().joined(separator: "/")
    }
}

/// A thread-safe "needs update" flag (observation callbacks may arrive on any thread).
final class InvalidationFlag: Sendable {
    private let value = Atomic<Bool>(false)

    var isSet: Bool { value.load(ordering: .acquiring) }

    func set() { value.store(true, ordering: .releasing) }

    func clear() { value.store(false, ordering: .releasing) }
}
