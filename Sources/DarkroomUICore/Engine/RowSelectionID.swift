import Foundation

/// The selection value of a list row: its `.tag(_:)`, else the id of the `ForEach` element it comes from
/// (recorded only inside a list with a selection).
package enum RowSelectionID {
    private struct Key: LayoutValueKey {
        static var defaultValue: AnyHashable? { nil }
    }

    package static func of(_ node: LayoutNode) -> AnyHashable? {
        TagTrait.of(node) ?? (node.traits.layoutValues[ObjectIdentifier(Key.self)] as? AnyHashable)
    }

    /// Records `id` on `node` (a row of a `ForEach` element).
    package static func set(_ id: AnyHashable, on node: LayoutNode) {
        node.traits.layoutValues[ObjectIdentifier(Key.self)] = id
    }
}

struct ListRecordsRowIDsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Inside a list with a selection: `ForEach` records each element's id on its rows.
    package var listRecordsRowIDs: Bool {
        get { self[ListRecordsRowIDsKey.self] }
        set { self[ListRecordsRowIDsKey.self] = newValue }
    }
}
