import DarkroomUI

/// The Buchstabensalat screen of the layout-and-state article: the letter grid on top, the word list below.
///
/// The view is a pure function of its state, which it receives as bindings (the article's single source of
/// truth): the found words, the selected letter and the "Show words" setting.
public struct BuchstabensalatView: View {
    let puzzle: Puzzle
    @Binding var found: Set<Int>
    @Binding var selection: GridPosition?
    @Binding var showWords: Bool

    public init(puzzle: Puzzle = .bernese, found: Binding<Set<Int>>, selection: Binding<GridPosition?>, showWords: Binding<Bool>) {
        self.puzzle = puzzle
        _found = found
        _selection = selection
        _showWords = showWords
    }

    public var body: some View {
        VStack(spacing: 24) {
            Text("Buchstabensalat")
                .font(.title2)
                .bold()
            LetterGrid(puzzle: puzzle, foundPositions: foundPositions, selection: selection, select: select)
            WordList(words: puzzle.words, found: found, showWords: $showWords, showInfo: { _ in })
            Spacer(minLength: 0)
        }
        .padding()
    }

    private var foundPositions: Set<GridPosition> {
        Set(puzzle.words.filter { found.contains($0.number) }.flatMap(\.positions))
    }

    /// The first tap selects a letter; the second finds the word between the two letters, if there is one.
    private func select(_ position: GridPosition) {
        guard let first = selection else {
            selection = position
            return
        }
        if let word = puzzle.word(between: first, and: position) {
            found.insert(word.number)
        }
        selection = nil
    }
}
