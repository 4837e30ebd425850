import Darkroom
import Testing

/// The §4 controls drawn as iOS draws them, light and dark.
@MainActor
@Suite struct ControlSnapshotTests {
    struct Settings: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Toggle("Show words", isOn: .constant(true))
                Toggle("Airplane Mode", isOn: .constant(false))
                Toggle(isOn: .constant(true)) { Text("Tinted") }
                    .tint(.orange)
                HStack {
                    Toggle("Flag", isOn: .constant(true)).toggleStyle(.button)
                    Toggle("Pin", isOn: .constant(false)).toggleStyle(.button)
                }
                Label {
                    Text("Favourites")
                } icon: {
                    Star()
                }
                Label {
                    Text("Title only")
                } icon: {
                    Star()
                }.labelStyle(.titleOnly)
                Label {
                    Text("Icon only")
                } icon: {
                    Star()
                }.labelStyle(.iconOnly)
                GroupBox("Today") {
                    Text("3 words found")
                }
                ProgressView(value: 0.42) {
                    Text("Found")
                } currentValueLabel: {
                    Text("42%")
                }
                HStack {
                    ProgressView()
                    ProgressView(value: 0.7).progressViewStyle(.circular)
                }
            }
            .padding()
            .frame(width: 320)
        }
    }

    /// An icon drawn with shapes (SF Symbols ship only with Apple platforms).
    struct Star: View {
        var body: some View {
            RoundedRectangle(cornerRadius: 4).fill(.yellow).frame(width: 20, height: 20)
        }
    }

    @Test func controlsLight() {
        assertSnapshot(of: Settings(), as: .image(layout: .sizeThatFits, scale: 2))
    }

    @Test func controlsDark() {
        assertSnapshot(of: Settings(), as: .image(layout: .sizeThatFits, colorScheme: .dark, scale: 2))
    }

    @Test func strokeBorderAntialiasedAndNot() {
        let view = HStack(spacing: 8) {
            Circle().strokeBorder(Color.red, lineWidth: 3, antialiased: true)
            Circle().strokeBorder(Color.red, lineWidth: 3, antialiased: false)
        }
        .frame(width: 88, height: 40)
        assertSnapshot(of: view, as: .image(layout: .sizeThatFits, scale: 2))
    }
}
