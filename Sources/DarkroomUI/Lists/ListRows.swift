import Foundation

/// The rows of a list section: resolved views, or — for a `ForEach` — views resolved only when the list
/// reaches them (so a 10,000-row list resolves the rows of its first screenful).
struct ListRows: RandomAccessCollection {
    private final class Storage {
        var nodes: [LayoutNode?]
        let make: ((Int) -> LayoutNode)?

        init(nodes: [LayoutNode?], make: ((Int) -> LayoutNode)?) {
            self.nodes = nodes
            self.make = make
        }
    }

    private let storage: Storage

    /// Rows already resolved.
    init(_ nodes: [LayoutNode]) {
        storage = Storage(nodes: nodes, make: nil)
    }

    /// `count` rows, each resolved by `make` on first access.
    init(count: Int, make: @escaping (Int) -> LayoutNode) {
        storage = Storage(nodes: [LayoutNode?](repeating: nil, count: count), make: make)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.nodes.count }

    subscript(position: Int) -> LayoutNode {
        if let node = storage.nodes[position] { return node }
        let node = storage.make?(position) ?? EmptyNode()
        storage.nodes[position] = node
        return node
    }

    /// The rows resolved so far, at most `limit` of them (never resolves a row).
    func resolved(limit: Int) -> [LayoutNode] {
        Array(storage.nodes.lazy.compactMap { $0 }.prefix(limit))
    }
}

/// Content whose rows a list can resolve on demand.
@MainActor
protocol _LazyListRows {
    func _lazyRows(environment: EnvironmentValues, context: ResolveContext) -> ListRows?
}

/// Row content that may resolve to several rows or to sections: lists resolve it eagerly.
protocol _MultiRowContent {}
extension TupleView: _MultiRowContent {}
extension Group: _MultiRowContent {}
extension Section: _MultiRowContent {}
extension ForEach: _MultiRowContent {}
extension _ConditionalContent: _MultiRowContent {}
extension AnyView: _MultiRowContent {}
extension Optional: _MultiRowContent {}

extension ForEach: _LazyListRows {
    /// One row per element, resolved when the list reaches it; nil when an element's view may be several
    /// rows or a section (those are resolved eagerly).
    func _lazyRows(environment: EnvironmentValues, context: ResolveContext) -> ListRows? {
        if Content.self is any _MultiRowContent.Type { return nil }
        let data = self.data, content = self.content
        let make: @MainActor (Int) -> LayoutNode = { offset in
            let element = data[data.index(data.startIndex, offsetBy: offset)]
            // A custom row view whose body is several views becomes one row of them stacked.
            return Resolver.single(Resolver.nodes(for: content(element), environment: environment, context: context),
                                   combinedWith: VStackLayout(alignment: .leading))
        }
        // Rows are resolved during placement, on the layout thread, through the main actor.
        return ListRows(count: data.count, make: LargeStack.detach(make))
    }
}
