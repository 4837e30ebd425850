/// One view value met while a `ViewHost` resolved its view: the tree of these mirrors the view value tree
/// (custom view → its body; `ModifiedContent` → its content and the views its modifier adds; `TupleView`,
/// `Group`, `ForEach`, `Optional`, `_ConditionalContent`, `AnyView` → their elements; stacks, `Button`, … →
/// their content).
package final class ResolvedView {
    // The fields a search reads for every record come first, next to the object's header (which a retain
    // touches anyway): a search of a large tree is bound by memory reads, one cache line per record is the aim.
    /// The records of the views this one resolved to, in order.
    package internal(set) var children: [ResolvedView] = []
    /// The dynamic type of `value`.
    package private(set) var valueType: Any.Type
    /// `valueType`'s inspection info (DarkroomUI's `InspectionTypeInfo`), once inspection has asked for it.
    package var cachedInspectionInfo: AnyObject?
    /// The view value as resolved: its `@State`, `@Environment`, … are bound to the host's storage, so
    /// calling `body` on it reads live state.
    package internal(set) var value: Any {
        didSet {
            let newType = type(of: value)
            if newType != valueType {
                valueType = newType
                cachedInspectionInfo = nil
            }
        }
    }
    /// The view's identity (structural path, branch, `ForEach` id, `.id(_:)`).
    package let identity: ViewIdentity
    /// The record this one belongs to (`nil` once that record is gone).
    package var parent: ResolvedView? { parentLink?.record }
    /// The parent's link (see `Link`).
    private let parentLink: Link?
    /// The link children reach this record by.
    private let link: Link
    /// The environment the view was resolved in.
    package let environment: EnvironmentValues
    /// The layout nodes the view resolved to (their frames are known after layout).
    package internal(set) var layoutNodes: [LayoutNode] = []

    init(value: Any, identity: ViewIdentity, parent: ResolvedView?, environment: EnvironmentValues) {
        self.value = value
        self.valueType = type(of: value)
        self.identity = identity
        self.parentLink = parent?.link
        self.link = Link()
        self.environment = environment
        link.record = self
    }

    deinit {
        link.record = nil
    }

    /// How a child reaches its parent without a weak reference: a weakly referenced object keeps its reference
    /// counts out of line for good, which makes every retain of it several times slower, and records are
    /// retained constantly (resolution, layout, inspection). The parent owns its link and clears it when it
    /// goes; children hold the link strongly, so they still see `nil` after the parent is gone.
    private final class Link {
        unowned(unsafe) var record: ResolvedView?
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
