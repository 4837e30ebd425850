import Foundation

/// A `Grid`: rows of cells in shared columns (see `Grid` for the rules).
final class GridNode: LayoutNode {
    struct Row {
        let cells: [LayoutNode]
        let alignment: VerticalAlignment?
        /// `false` for a view that is not a `GridRow`: one cell spanning every column.
        let isRow: Bool
    }

    let rows: [Row]
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat
    private let allCells: [LayoutNode]
    /// The column each cell starts in, and how many it spans, per row.
    private let placement: [[(column: Int, span: Int)]]
    let columnCount: Int
    private let columnAlignments: [HorizontalAlignment?]

    init(rows: [Row], alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat) {
        self.rows = rows
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        allCells = rows.flatMap(\.cells)
        var placement: [[(Int, Int)]] = []
        var columns = 0
        for row in rows where row.isRow {
            var column = 0
            var slots: [(Int, Int)] = []
            for cell in row.cells {
                let span = GridCellTraits.of(cell).columns
                slots.append((column, span))
                column += span
            }
            columns = max(columns, column)
            placement.append(slots)
        }
        columnCount = columns
        var alignments = [HorizontalAlignment?](repeating: nil, count: columns)
        var rowIndex = 0
        var fullPlacement: [[(column: Int, span: Int)]] = []
        for row in rows {
            if row.isRow {
                let slots = placement[rowIndex]
                rowIndex += 1
                for (cell, slot) in zip(row.cells, slots) where slot.1 == 1 {
                    if let guide = GridCellTraits.of(cell).columnAlignment { alignments[slot.0] = guide }
                }
                fullPlacement.append(slots.map { (column: $0.0, span: $0.1) })
            } else {
                fullPlacement.append([(column: 0, span: max(columns, 1))])
            }
        }
        self.placement = fullPlacement
        columnAlignments = alignments
        super.init()
    }

    override var children: [LayoutNode] { allCells }

    // MARK: Sizing

    private struct Solution {
        var widths: [CGFloat]
        var heights: [CGFloat]
        var width: CGFloat
        var height: CGFloat
    }

    private var memo: [ProposalKey: Solution] = [:]
    private struct ProposalKey: Hashable {
        let width: CGFloat?, height: CGFloat?
    }

    /// Shares `available` among items like a stack does: least flexible first, each offered an equal share of
    /// what is left and taking what it answers. `nil` available: each item's ideal.
    private static func distribute(count: Int, available: CGFloat?, size: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let available else { return (0..<count).map { size($0, nil) } }
        let flexibility = (0..<count).map { size($0, .infinity) - size($0, 0) }
        let order = (0..<count).sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        var result = [CGFloat](repeating: 0, count: count)
        var remaining = max(0, available)
        for (i, index) in order.enumerated() {
            let share = remaining / CGFloat(count - i)
            let taken = size(index, share)
            result[index] = taken
            remaining = max(0, remaining - taken)
        }
        return result
    }

    private func spannedWidth(_ widths: [CGFloat], _ slot: (column: Int, span: Int)) -> CGFloat {
        let end = min(widths.count, slot.column + slot.span)
        guard slot.column < end else { return 0 }
        return widths[slot.column..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - slot.column - 1)
    }

    private func solve(_ proposal: ProposedViewSize) -> Solution {
        let key = ProposalKey(width: proposal.width, height: proposal.height)
        if let memo = memo[key] { return memo }
        // Columns: single-column cells of GridRows that size themselves horizontally.
        var columnCells = [[LayoutNode]](repeating: [], count: columnCount)
        for (row, slots) in zip(rows, placement) where row.isRow {
            for (cell, slot) in zip(row.cells, slots) where slot.span == 1 && !GridCellTraits.of(cell).unsizedAxes.contains(.horizontal) {
                columnCells[slot.column].append(cell)
            }
        }
        let columnSpacing = horizontalSpacing * CGFloat(max(0, columnCount - 1))
        let widths = Self.distribute(count: columnCount, available: proposal.width.map { $0 - columnSpacing }) { column, width in
            columnCells[column].reduce(0) { max($0, $1.sizeThatFits(ProposedViewSize(width: width, height: nil)).width) }
        }
        var width = widths.reduce(0, +) + columnSpacing
        // Views that are not rows span the grid; those that size themselves can widen it.
        for row in rows where !row.isRow {
            let cell = row.cells[0]
            guard !GridCellTraits.of(cell).unsizedAxes.contains(.horizontal) else { continue }
            width = max(width, cell.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width)
        }
        let rowSpacing = verticalSpacing * CGFloat(max(0, rows.count - 1))
        let heights = Self.distribute(count: rows.count, available: proposal.height.map { $0 - rowSpacing }) { index, height in
            let row = rows[index]
            return zip(row.cells, placement[index]).reduce(0) { result, item in
                let (cell, slot) = item
                if GridCellTraits.of(cell).unsizedAxes.contains(.vertical) { return result }
                let cellWidth = row.isRow ? spannedWidth(widths, slot) : width
                return max(result, cell.sizeThatFits(ProposedViewSize(width: cellWidth, height: height)).height)
            }
        }
        let solution = Solution(widths: widths, heights: heights, width: width, height: heights.reduce(0, +) + rowSpacing)
        memo[key] = solution
        return solution
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let solution = solve(proposal)
        return CGSize(width: solution.width, height: solution.height)
    }

    // MARK: Placement

    private static func fraction(_ guide: HorizontalAlignment) -> CGFloat {
        if guide == .leading { return 0 }
        if guide == .trailing { return 1 }
        return 0.5
    }

    private static func fraction(_ guide: VerticalAlignment) -> CGFloat {
        if guide == .top { return 0 }
        if guide == .bottom { return 1 }
        return 0.5
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let solution = solve(proposal)
        var columnX: [CGFloat] = []
        var x = rect.minX
        for width in solution.widths {
            columnX.append(x)
            x += width + horizontalSpacing
        }
        var y = rect.minY
        for (index, row) in rows.enumerated() {
            let rowHeight = solution.heights[index]
            for (cell, slot) in zip(row.cells, placement[index]) {
                let traits = GridCellTraits.of(cell)
                let slotX = row.isRow && slot.column < columnX.count ? columnX[slot.column] : rect.minX
                let slotWidth = row.isRow ? spannedWidth(solution.widths, slot) : solution.width
                let slotRect = CGRect(x: slotX, y: y, width: slotWidth, height: rowHeight)
                var cellProposal = ProposedViewSize(width: slotWidth, height: rowHeight)
                let measured = cell.sizeThatFits(cellProposal)
                // An unsized axis takes the slot's length.
                var size = measured
                if traits.unsizedAxes.contains(.horizontal) { size.width = slotWidth }
                if traits.unsizedAxes.contains(.vertical) { size.height = rowHeight }
                if size != measured { cellProposal = ProposedViewSize(size) }
                let origin: CGPoint
                if let anchor = traits.anchor {
                    origin = CGPoint(
                        x: slotRect.minX + anchor.x * (slotRect.width - size.width),
                        y: slotRect.minY + anchor.y * (slotRect.height - size.height))
                } else {
                    let dimensions = cell.dimensions(in: cellProposal)
                    let horizontal = (row.isRow && slot.span == 1 ? columnAlignments[slot.column] : nil) ?? alignment.horizontal
                    let vertical = row.alignment ?? alignment.vertical
                    origin = CGPoint(
                        x: slotRect.minX + Self.fraction(horizontal) * slotRect.width - dimensions[horizontal],
                        y: slotRect.minY + Self.fraction(vertical) * slotRect.height - dimensions[vertical])
                }
                cell.place(in: CGRect(origin: origin, size: size), proposal: cellProposal)
            }
            y += rowHeight + verticalSpacing
        }
    }

    override var debugName: String { "Grid" }
    override var debugAttributes: [String] { ["rows: \(rows.count)", "columns: \(columnCount)"] }
}
