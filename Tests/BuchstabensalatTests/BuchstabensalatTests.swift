import Buchstabensalat
import Darkroom
import Testing

/// The Buchstabensalat screen: snapshots before and after toggling "Show words" and after finding a word by
/// tapping its letters through the inspection API, light and dark.
@MainActor @Suite struct BuchstabensalatTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func wordsHiddenAtFirst(colorScheme: ColorScheme) throws {
        let state = PuzzleState(found: [1])
        #expect(try state.view.inspect().find(ViewType.Toggle.self).isOn() == false)
        assertSnapshot(of: state.view, as: .image(on: .iPhone13Pro, colorScheme: colorScheme))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func showWordsRevealsTheList(colorScheme: ColorScheme) throws {
        let state = PuzzleState(found: [1])
        try state.view.inspect().find(ViewType.Toggle.self).tap()
        #expect(state.showWords)
        #expect(try state.view.inspect().find(ViewType.Toggle.self).isOn())
        assertSnapshot(of: state.view, as: .image(on: .iPhone13Pro, colorScheme: colorScheme))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func findingAWordByTappingItsLetters(colorScheme: ColorScheme) throws {
        let state = PuzzleState(found: [1])
        // "Gring" lies in row 1 from column 3 to column 7: tap its first and its last letter.
        try state.view.inspect().find(viewWithAccessibilityIdentifier: "letter-1-3").button().tap()
        #expect(state.selection == GridPosition(row: 1, column: 3))
        try state.view.inspect().find(viewWithAccessibilityIdentifier: "letter-1-7").button().tap()
        #expect(state.found == [1, 2])
        #expect(state.selection == nil)
        // The found word now has an info button.
        #expect(throws: Never.self) { try state.view.inspect().find(viewWithAccessibilityIdentifier: "info-2") }
        assertSnapshot(of: state.view, as: .image(on: .iPhone13Pro, colorScheme: colorScheme))
    }

    @Test func tappingTwoLettersThatAreNotAWordFindsNothing() throws {
        let state = PuzzleState()
        try state.view.inspect().find(viewWithAccessibilityIdentifier: "letter-0-0").button().tap()
        try state.view.inspect().find(viewWithAccessibilityIdentifier: "letter-7-11").button().tap()
        #expect(state.found.isEmpty)
        #expect(state.selection == nil)
    }

    @Test func everyWordIsSpelledInTheGrid() {
        let puzzle = Puzzle.bernese
        for word in puzzle.words {
            let letters = String(word.positions.map { puzzle.letter(at: $0) })
            #expect(letters == word.word.uppercased(), "word \(word.number)")
        }
    }

    @Test func theWordListHasTwoColumnsOfFour() throws {
        let state = PuzzleState(showWords: true)
        let texts = try state.view.inspect().findAll(ViewType.Text.self).map { try $0.string() }
        for word in Puzzle.bernese.words { #expect(texts.contains(word.word)) }
        #expect(try state.view.inspect().find(text: "Gring").string() == "Gring")
    }

    @Test func aMissingWordSaysWhichWordsExist() throws {
        let state = PuzzleState(showWords: true)
        do {
            _ = try state.view.inspect().find(text: "Grind")
            Issue.record("found a word that is not there")
        } catch let error as InspectionError {
            #expect(error.description.contains("\"Gring\""), "\(error)")
        }
    }
}
