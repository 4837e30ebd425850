import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// Dynamic list content with `onDelete` or `onMove`: the same rows, marked deletable or movable, so that a
/// list in edit mode draws their delete and reorder controls.
public nonisolated struct _EditableRows<Base: DynamicViewContent>: DynamicViewContent, _PrimitiveView {
    let base: Base
    let deletes: Bool
    let moves: Bool

    /// The collection the rows come from.
    @MainActor public var data: Base.Data { base.data }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let nodes = Resolver.nodes(for: base, environment: environment, context: context)
        nodes.forEach(mark)
        return nodes
    }

    /// Records on a row that it can be deleted or moved.
    private func mark(_ node: LayoutNode) {
        let deletes = self.deletes, moves = self.moves
        ListRowTraits.update(node) {
            if deletes { $0.deletable = true }
            if moves { $0.movable = true }
        }
    }
}

extension _EditableRows: _MultiRowContent {}

extension _EditableRows: _LazyListRows {
    /// The base content's rows, resolved when the list reaches them, each marked.
    @MainActor func _lazyRows(environment: EnvironmentValues, context: ResolveContext) -> ListRows? {
        guard let lazy = base as? any _LazyListRows, let rows = lazy._lazyRows(environment: environment, context: context) else { return nil }
        let deletes = self.deletes, moves = self.moves
        return rows.marking { node in
            ListRowTraits.update(node) {
                if deletes { $0.deletable = true }
                if moves { $0.movable = true }
            }
        }
    }
}

extension _EditableRows: _InspectionTransparent {
    /// Inspection sees the `ForEach` (`onDelete`/`onMove` are modifiers of it, as in ViewInspector).
    package var _inspectionWrapped: Any? { base }

    /// Visits the `ForEach` where it is in the value.
    package static func _inspectionVisitWrapped(_ pointer: UnsafeRawPointer, _ visit: InPlaceVisitor) {
        visit(pointer + MemoryLayout<Self>.offset(of: \Self.base)!, Base.self)
    }
}
