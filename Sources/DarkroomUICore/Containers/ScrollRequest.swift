import Foundation

/// A request to show the view with `id` in a scroll view (`ScrollViewProxy.scrollTo`, `scrollPosition(id:anchor:)`).
struct ScrollRequest: Equatable, @unchecked Sendable {
    let id: AnyHashable
    /// Where the view goes: its anchor point at the scroll view's same point; nil: the least scrolling that shows it.
    let anchor: UnitPoint?

    /// How far to scroll `content` (of `contentSize`, placed at the start of `visible`) to show `frame`, along `axes`.
    func offset(toShow frame: CGRect, in visible: CGRect, contentSize: CGSize, axes: Axis.Set) -> CGSize {
        func along(
            _ lower: CGFloat, _ length: CGFloat, _ visibleLower: CGFloat, _ visibleLength: CGFloat,
            _ anchorFraction: CGFloat?, _ contentLength: CGFloat
        ) -> CGFloat {
            let wanted: CGFloat
            if let anchorFraction {
                wanted = (lower + anchorFraction * length) - (visibleLower + anchorFraction * visibleLength)
            } else if lower + length <= visibleLower + visibleLength {
                wanted = min(0, lower - visibleLower)
            } else {
                wanted = min(lower - visibleLower, lower + length - (visibleLower + visibleLength))
            }
            return max(0, min(wanted, max(0, contentLength - visibleLength)))
        }
        let dx =
            axes.contains(.horizontal)
            ? along(frame.minX, frame.width, visible.minX, visible.width, anchor.map { $0.x }, contentSize.width) : 0
        let dy =
            axes.contains(.vertical)
            ? along(frame.minY, frame.height, visible.minY, visible.height, anchor.map { $0.y }, contentSize.height) : 0
        return CGSize(width: dx, height: dy)
    }
}

extension ScrollRequest {
    /// `id` as the id views are identified by: an optional's wrapped value (`scrollTo(messages.last?.id)` names the
    /// message's id, as in SwiftUI; `AnyHashable` of an optional never equals its value's), nil for `nil`.
    static func identifier<ID: Hashable>(_ id: ID) -> AnyHashable? {
        if let optional = id as? any OptionalScrollID { return optional.wrappedScrollID }
        return AnyHashable(id)
    }
}

/// An optional id (`Optional` where the wrapped value is hashable).
protocol OptionalScrollID {
    var wrappedScrollID: AnyHashable? { get }
}

extension Optional: OptionalScrollID where Wrapped: Hashable {
    var wrappedScrollID: AnyHashable? { map { ScrollRequest.identifier($0) } ?? nil }
}

/// The scroll id of a node: the `.id(_:)` or `ForEach` element id of the view it was made from, recorded only
/// inside a scroll view asked to scroll somewhere.
enum ScrollIDTrait {
    private struct Key: LayoutValueKey {
        static var defaultValue: [AnyHashable] { [] }
    }

    /// Adds `id` to the node's ids (a `ForEach` element's id and an `.id(_:)` inside it can name the same node).
    static func set(_ id: AnyHashable, on node: LayoutNode) {
        var ids = node.traits.layoutValues[ObjectIdentifier(Key.self)] as? [AnyHashable] ?? []
        ids.append(id)
        node.traits.layoutValues[ObjectIdentifier(Key.self)] = ids
    }

    /// The first placed node with `id` under `root`, in tree order.
    static func find(_ id: AnyHashable, in root: LayoutNode) -> LayoutNode? {
        var stack = [root]
        while let node = stack.popLast() {
            if node.isPlaced, (node.traits.layoutValues[ObjectIdentifier(Key.self)] as? [AnyHashable])?.contains(id) == true { return node }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}

struct ScrollRequestKey: EnvironmentKey {
    static var defaultValue: ScrollRequest? { nil }
}

struct RecordsScrollIDsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Where the next scroll view inside should show itself scrolled to.
    var scrollRequest: ScrollRequest? {
        get { self[ScrollRequestKey.self] }
        set { self[ScrollRequestKey.self] = newValue }
    }

    /// Whether `.id(_:)` and `ForEach` record their ids on their nodes (inside a scroll view with a target).
    var recordsScrollIDs: Bool {
        get { self[RecordsScrollIDsKey.self] }
        set { self[RecordsScrollIDsKey.self] = newValue }
    }
}

extension View {
    /// Shows the scroll view scrolled to the view whose id `id` holds, with that view's `anchor` point at the
    /// scroll view's (top-leading when nil); nil: the start. Scrolling by hand writes `id` back on iOS; a snapshot
    /// does not scroll, so the binding is only read.
    public nonisolated func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let target = id.wrappedValue.flatMap { ScrollRequest.identifier($0) }.map { ScrollRequest(id: $0, anchor: anchor ?? .topLeading) }
        return modifier(
            EnvironmentWritingModifier { env in
                if let target { env.scrollRequest = target }
            })
    }
}
