import Foundation

/// Arranges views in rows and columns: each `GridRow` is a row whose views are its cells; any other view is a
/// row of its own spanning every column.
///
/// SwiftUI's grid rules: a column is as wide as its widest cell, a row as tall as its tallest; when the grid is
/// offered a size, columns (and rows) share it like a stack's children, least flexible first; a cell is aligned in
/// its slot by its `gridCellAnchor`, else its column's `gridColumnAlignment`, else its row's alignment and the
/// grid's alignment.
public nonisolated struct Grid<Content: View>: View, _PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    package let content: Content

    /// The spacing between cells when none is given: the standard spacing between views.
    static var defaultSpacing: CGFloat { 8 }

    /// A grid whose cells are aligned by `alignment`, with the given spacing between columns and rows
    /// (`nil`: the default spacing).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let nodes = Resolver.nodes(for: content, environment: environment, context: context)
        let rows: [GridNode.Row] = nodes.map { node in
            if let row = node as? GridRowNode { return GridNode.Row(cells: row.cells, alignment: row.alignment, isRow: true) }
            return GridNode.Row(cells: [node], alignment: nil, isRow: false)
        }
        return [
            GridNode(
                rows: rows, alignment: alignment,
                horizontalSpacing: Validation.coordinate(horizontalSpacing ?? Self.defaultSpacing, "grid horizontal spacing", context),
                verticalSpacing: Validation.coordinate(verticalSpacing ?? Self.defaultSpacing, "grid vertical spacing", context))
        ]
    }
}
