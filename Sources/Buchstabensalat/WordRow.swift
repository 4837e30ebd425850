import DarkroomUI

/// One row of the word list, as the article describes it: the number, the word (yellow once found, redacted
/// while hidden), and an info button for found words.
struct WordRow: View {
    let word: PuzzleWord
    let isFound: Bool
    @Binding var showWords: Bool
    let showInfo: (PuzzleWord) -> Void

    var body: some View {
        HStack(spacing: 4) {
            Text("\(word.number).")
                .font(.subheadline)
                .foregroundColor(.secondary)
                .frame(width: 22, alignment: .trailing)
            if isFound {
                Text(word.word)
                    .font(.subheadline)
                    .foregroundColor(.black)
                    .padding(.horizontal, 4)
                    .background(Color.yellow, in: RoundedRectangle(cornerRadius: 4))
                Button {
                    showInfo(word)
                } label: {
                    InfoIcon()
                }
                .accessibilityIdentifier("info-\(word.number)")
            } else {
                Text(word.word)
                    .font(.subheadline)
                    .padding(.horizontal, 4)
                    .redacted(reason: showWords ? [] : .placeholder)
            }
            Spacer(minLength: 0)
        }
        .frame(height: 24)
    }
}
