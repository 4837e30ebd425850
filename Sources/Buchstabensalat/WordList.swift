import DarkroomUI

/// The "Show words" toggle above the words in two columns.
struct WordList: View {
    let words: [PuzzleWord]
    let found: Set<Int>
    @Binding var showWords: Bool
    let showInfo: (PuzzleWord) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Show words", isOn: $showWords)
            HStack(alignment: .top, spacing: 16) {
                column(Array(words.prefix((words.count + 1) / 2)))
                column(Array(words.dropFirst((words.count + 1) / 2)))
            }
        }
    }

    private func column(_ words: [PuzzleWord]) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(words) { word in
                WordRow(word: word, isFound: found.contains(word.number), showWords: $showWords, showInfo: showInfo)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
