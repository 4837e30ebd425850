import DarkroomUI

/// The letters in a grid. Tapping the first and then the last letter of a hidden word finds it.
struct LetterGrid: View {
    let puzzle: Puzzle
    let foundPositions: Set<GridPosition>
    let selection: GridPosition?
    let select: (GridPosition) -> Void

    var body: some View {
        Grid(horizontalSpacing: 2, verticalSpacing: 2) {
            ForEach(0..<puzzle.rowCount, id: \.self) { row in
                GridRow {
                    ForEach(0..<puzzle.columnCount, id: \.self) { column in
                        let position = GridPosition(row: row, column: column)
                        LetterCell(
                            letter: puzzle.letter(at: position),
                            isFound: foundPositions.contains(position),
                            isSelected: selection == position,
                            select: { select(position) }
                        )
                        .accessibilityIdentifier("letter-\(row)-\(column)")
                    }
                }
            }
        }
    }
}
