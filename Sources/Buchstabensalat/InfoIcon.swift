import DarkroomUI

/// The info button's icon, drawn with shapes (SF Symbols' `info.circle` ships only with Apple platforms).
struct InfoIcon: View {
    var body: some View {
        ZStack {
            Circle()
                .strokeBorder(Color.accentColor, lineWidth: 1.5)
            Text("i")
                .font(.system(size: 13, weight: .bold))
                .foregroundColor(.accentColor)
        }
        .frame(width: 20, height: 20)
    }
}
