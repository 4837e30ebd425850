import DarkroomUI

/// One letter of the grid: a button that selects it; yellow once its word is found, blue while selected.
struct LetterCell: View {
    let letter: Character
    let isFound: Bool
    let isSelected: Bool
    let select: () -> Void

    var body: some View {
        Button(action: select) {
            Text(String(letter))
                .font(.system(size: 17, weight: .semibold))
                .foregroundColor(isFound && !isSelected ? .black : .primary)
                .frame(width: 27, height: 27)
                .background(background, in: RoundedRectangle(cornerRadius: 5))
        }
        .buttonStyle(.plain)
    }

    private var background: Color {
        if isSelected { return Color.blue.opacity(0.35) }
        if isFound { return Color.yellow }
        return Color.clear
    }
}
