/// One view value met while a `ViewHost` resolved its view: the tree of these mirrors the view value tree
/// (custom view → its body; `ModifiedContent` → its content and the views its modifier adds; `TupleView`,
/// `Group`, `ForEach`, `Optional`, `_ConditionalContent`, `AnyView` → their elements; stacks, `Button`, … →
/// their content).
package final class ResolvedView {
    /// The view value as resolved: its `@State`, `@Environment`, … are bound to the host's storage, so
    /// calling `body` on it reads live state.
    package internal(set) var value: Any
    /// The view's identity (structural path, branch, `ForEach` id, `.id(_:)`).
    package let identity: ViewIdentity
    /// The records of the views this one resolved to, in order.
    package internal(set) var children: [ResolvedView] = []
    /// The record this one belongs to.
    package internal(set) weak var parent: ResolvedView?
    /// The environment the view was resolved in.
    package let environment: EnvironmentValues
    /// The layout nodes the view resolved to (their frames are known after layout).
    package internal(set) var layoutNodes: [LayoutNode] = []

    init(value: Any, identity: ViewIdentity, parent: ResolvedView?, environment: EnvironmentValues) {
        self.value = value
        self.identity = identity
        self.parent = parent
        self.environment = environment
    }

    /// Releases a tree without deep recursion.
    static func dismantle(_ root: ResolvedView) {
        var stack = [root]
        while let record = stack.popLast() {
            stack.append(contentsOf: record.children)
            record.children = []
            record.layoutNodes = []
        }
    }
}
