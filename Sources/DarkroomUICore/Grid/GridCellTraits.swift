import Foundation

/// The per-cell settings a `Grid` reads from its cells (set with the `grid…` modifiers).
struct GridCellTraits {
    var columns = 1
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set = []

    struct Key: LayoutValueKey {
        static let defaultValue = GridCellTraits()
    }

    static func of(_ node: LayoutNode) -> GridCellTraits {
        node.traits.layoutValues[ObjectIdentifier(Key.self)] as? GridCellTraits ?? GridCellTraits()
    }

    static func update(_ node: LayoutNode, _ change: (inout GridCellTraits) -> Void) {
        var traits = of(node)
        change(&traits)
        node.traits.layoutValues[ObjectIdentifier(Key.self)] = traits
    }
}

/// `.gridCellColumns(_:)`: the cell spans `count` columns.
nonisolated struct GridCellColumnsModifier: ViewModifier, _UnaryModifier {
    let count: Int
    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        if count < 1 { context.log("gridCellColumns(\(count)) must be at least 1; using 1.") }
        GridCellTraits.update(node) { $0.columns = max(1, count) }
        return node
    }
}

/// `.gridColumnAlignment(_:)`: aligns every cell of the cell's column.
nonisolated struct GridColumnAlignmentModifier: ViewModifier, _UnaryModifier {
    let guide: HorizontalAlignment
    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        GridCellTraits.update(node) { $0.columnAlignment = guide }
        return node
    }
}

/// `.gridCellAnchor(_:)`: places the cell at `anchor` of its slot.
nonisolated struct GridCellAnchorModifier: ViewModifier, _UnaryModifier {
    let anchor: UnitPoint
    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        GridCellTraits.update(node) { $0.anchor = anchor }
        return node
    }
}

/// `.gridCellUnsizedAxes(_:)`: the cell takes the size the other cells decide along `axes` instead of its own.
nonisolated struct GridCellUnsizedAxesModifier: ViewModifier, _UnaryModifier {
    let axes: Axis.Set
    @MainActor func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        GridCellTraits.update(node) { $0.unsizedAxes = axes }
        return node
    }
}

extension View {
    /// Makes the cell span `count` columns of its grid row.
    public nonisolated func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellColumnsModifier(count: count))
    }

    /// Aligns all the cells of this cell's column horizontally by `guide`.
    public nonisolated func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(GridColumnAlignmentModifier(guide: guide))
    }

    /// Places the cell at `anchor` of the space its row and column give it.
    public nonisolated func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(GridCellAnchorModifier(anchor: anchor))
    }

    /// Keeps a flexible cell from sizing the grid along `axes`: it takes what the other cells need.
    public nonisolated func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(GridCellUnsizedAxesModifier(axes: axes))
    }
}
