/// The state a host keeps across updates: the storage tree of identities, the body-evaluation depth
/// (state writes during `body` are ignored), diagnostics and the "needs update" flag.
package final class ViewGraph {
    /// Parent of the root identity.
    let anchor = ViewGraphNode(key: .init(component: .root, type: ObjectIdentifier(ViewGraph.self)), viewType: ViewGraph.self, parent: nil)
    /// Set by any state or observable change; cleared by an update.
    let needsUpdate = InvalidationFlag()
    /// The number of the last update pass.
    var generation = 0
    /// How many bodies are being evaluated right now.
    var bodyDepth = 0
    /// Messages about misuse (state written during `body`, …), each once, in the order found.
    private(set) var diagnostics: [String] = []
    /// The `@AppStorage` store of this host.
    let appStorage = AppStorageStore()

    private var error: ViewHostError?

    /// Keeps the first error of an update (reported when the update ends).
    func fail(_ error: ViewHostError) {
        if self.error == nil { self.error = error }
    }

    func takeError() -> ViewHostError? {
        defer { error = nil }
        return error
    }

    func diagnose(_ message: String) {
        if diagnostics.count < 100, !diagnostics.contains(message) { diagnostics.append(message) }
    }

    /// Marks `node` (and so the host) as needing an update.
    func invalidate(_ flag: InvalidationFlag) {
        flag.set()
        needsUpdate.set()
    }

    /// Applies a state write unless a body is being evaluated (SwiftUI ignores and logs those writes).
    func write(_ flag: InvalidationFlag, _ apply: () -> Void) {
        guard bodyDepth == 0 else {
            diagnose("Modifying state during view update, this will cause undefined behavior.")
            return
        }
        apply()
        invalidate(flag)
    }

    /// Releases the storage tree without deep recursion (10,000 nested views must not overflow the stack).
    func dismantle() {
        var stack = [anchor]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children.values)
            node.children = [:]
        }
    }
}
