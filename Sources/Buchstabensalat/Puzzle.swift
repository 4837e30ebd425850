/// A Buchstabensalat: a grid of letters with Bernese German words hidden in it.
public struct Puzzle: Sendable {
    public let rows: [[Character]]
    public let words: [PuzzleWord]

    public var rowCount: Int { rows.count }
    public var columnCount: Int { rows.first?.count ?? 0 }

    public func letter(at position: GridPosition) -> Character { rows[position.row][position.column] }

    /// The word whose ends are `first` and `second` (in either order), if any.
    public func word(between first: GridPosition, and second: GridPosition) -> PuzzleWord? {
        words.first { ($0.start == first && $0.end == second) || ($0.start == second && $0.end == first) }
    }

    /// The puzzle of the article's screenshot, with eight words.
    public static let bernese = Puzzle(
        rows: [
            "SCHNOUSÄREIÄ",
            "KLMGRINGTABE",
            "MEITSCHIOPQG",
            "UWANKEZRFDHÄ",
            "LÜFCHÄSTVNOB",
            "YMÜNTSCHIXEI",
            "POGIELEWURAG",
            "TZEBLUDKASON",
        ].map(Array.init),
        words: [
            PuzzleWord(number: 1, word: "Schnousäreiä", start: GridPosition(row: 0, column: 0), end: GridPosition(row: 0, column: 11), meaning: "Naschereien"),
            PuzzleWord(number: 2, word: "Gring", start: GridPosition(row: 1, column: 3), end: GridPosition(row: 1, column: 7), meaning: "Kopf"),
            PuzzleWord(number: 3, word: "Meitschi", start: GridPosition(row: 2, column: 0), end: GridPosition(row: 2, column: 7), meaning: "Mädchen"),
            PuzzleWord(number: 4, word: "Gäbig", start: GridPosition(row: 2, column: 11), end: GridPosition(row: 6, column: 11), meaning: "praktisch"),
            PuzzleWord(number: 5, word: "Anke", start: GridPosition(row: 3, column: 2), end: GridPosition(row: 3, column: 5), meaning: "Butter"),
            PuzzleWord(number: 6, word: "Chäs", start: GridPosition(row: 4, column: 3), end: GridPosition(row: 4, column: 6), meaning: "Käse"),
            PuzzleWord(number: 7, word: "Müntschi", start: GridPosition(row: 5, column: 1), end: GridPosition(row: 5, column: 8), meaning: "Kuss"),
            PuzzleWord(number: 8, word: "Giele", start: GridPosition(row: 6, column: 2), end: GridPosition(row: 6, column: 6), meaning: "Jungen"),
        ]
    )
}
