import DarkroomUI

/// A row of a settings list: a title and a value.
struct SettingsRow: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
        }
        .padding()
    }
}

// Two private providers called `Previews` in two files: their snapshots are told apart by file.
private struct Previews: PreviewProvider {
    static var previews: some View {
        SettingsRow(title: "Wi-Fi", value: "Home")
            .frame(width: 320)
            .previewLayout(.sizeThatFits)
    }
}
