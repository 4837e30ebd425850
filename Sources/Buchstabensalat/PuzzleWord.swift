/// A word hidden in the letter grid: its number in the word list, its spelling and where it lies.
public struct PuzzleWord: Identifiable, Hashable, Sendable {
    public let number: Int
    public let word: String
    public let start: GridPosition
    public let end: GridPosition
    /// What the word means in standard German (shown by the info button once found).
    public let meaning: String

    public var id: Int { number }

    /// Every position the word covers, from `start` to `end` (a row, a column or a diagonal).
    public var positions: [GridPosition] {
        let rowStep = (end.row - start.row).signum(), columnStep = (end.column - start.column).signum()
        let length = max(abs(end.row - start.row), abs(end.column - start.column)) + 1
        return (0..<length).map { GridPosition(row: start.row + $0 * rowStep, column: start.column + $0 * columnStep) }
    }
}
