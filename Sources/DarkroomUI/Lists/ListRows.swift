import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// The rows of a list section: resolved views, or — for a `ForEach` — views resolved only when the list
/// reaches them (so a 10,000-row list resolves the rows of its first screenful).
///
/// A lazily resolved element may turn out to be several rows (a row view whose body is several views, as
/// SwiftUI makes each top-level view of the list content a row) or none: elements are resolved in order,
/// and until an element is resolved it counts as one row, so `count` can grow or shrink as the list reads
/// further (it is exact once every element is resolved).
struct ListRows: RandomAccessCollection {
    private final class Storage {
        /// The rows of the elements resolved so far, flattened.
        var rows: [LayoutNode]
        /// How many elements are resolved (all of them for eager rows).
        var resolvedElements: Int
        let elementCount: Int
        let make: ((Int) -> [LayoutNode])?

        init(rows: [LayoutNode], elementCount: Int, make: ((Int) -> [LayoutNode])?) {
            self.rows = rows
            self.elementCount = elementCount
            self.resolvedElements = make == nil ? elementCount : 0
            self.make = make
        }

        /// Resolves elements until row `position` exists or every element is resolved.
        func resolve(through position: Int) {
            guard let make else { return }
            while rows.count <= position, resolvedElements < elementCount {
                rows += make(resolvedElements)
                resolvedElements += 1
            }
        }
    }

    private let storage: Storage

    /// Rows already resolved.
    init(_ nodes: [LayoutNode]) {
        storage = Storage(rows: nodes, elementCount: nodes.count, make: nil)
    }

    /// The rows of `count` elements, each resolved by `make` (into any number of rows) when first reached.
    init(count: Int, make: @escaping (Int) -> [LayoutNode]) {
        storage = Storage(rows: [], elementCount: count, make: make)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.rows.count + (storage.elementCount - storage.resolvedElements) }

    subscript(position: Int) -> LayoutNode {
        storage.resolve(through: position)
        // Only when the last elements resolved to no rows while being read: the position read stays a (blank)
        // row, so an iteration that reached it ends at the next index.
        while storage.rows.count <= position { storage.rows.append(EmptyNode()) }
        return storage.rows[position]
    }

    /// The same rows, each passed to `mark` when it is resolved (at once for rows already resolved).
    func marking(_ mark: @escaping (LayoutNode) -> Void) -> ListRows {
        guard let make = storage.make else {
            storage.rows.forEach(mark)
            return self
        }
        return ListRows(count: storage.elementCount) { offset in
            let rows = make(offset)
            rows.forEach(mark)
            return rows
        }
    }

    /// The rows resolved so far, at most `limit` of them (never resolves a row).
    func resolved(limit: Int) -> [LayoutNode] {
        Array(storage.rows.prefix(limit))
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
    /// The rows of each element, resolved when the list reaches it; nil when an element's view may be
    /// sections (those are resolved eagerly).
    @MainActor func _lazyRows(environment: EnvironmentValues, context: ResolveContext) -> ListRows? {
        if Content.self is any _MultiRowContent.Type { return nil }
        let data = self.data, content = self.content, idKeyPath = self.idKeyPath
        let recordsIDs = environment.listRecordsRowIDs
        let make: @MainActor (Int) -> [LayoutNode] = { offset in
            let element = data[data.index(data.startIndex, offsetBy: offset)]
            // Each top-level view is a row: a custom row view whose body is several views is several rows.
            let rows = Resolver.nodes(for: content(element), environment: environment, context: context)
            // In a list with a selection, each row carries its element's id.
            if recordsIDs { for row in rows { RowSelectionID.set(AnyHashable(element[keyPath: idKeyPath]), on: row) } }
            return rows
        }
        // Rows are resolved during placement, on the layout thread, through the main actor.
        return ListRows(count: data.count, make: LargeStack.detach(make))
    }
}
