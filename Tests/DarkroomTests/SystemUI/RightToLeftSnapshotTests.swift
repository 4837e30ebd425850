import Darkroom
import Foundation
import Testing

/// A settings form in Arabic, right to left, on an iPhone 13 Pro: rows, separators, chevrons and controls are
/// mirrored as iOS mirrors them.
@MainActor @Suite struct RightToLeftSnapshotTests {
    struct ArabicSettings: View {
        @State private var airplaneMode = true
        @State private var notifications = false
        @State private var guests = 4
        @State private var brightness = 0.3
        @State private var period = 0
        @State private var flavor = "فانيليا"

        var body: some View {
            Form {
                Section {
                    NavigationLink("الحساب") { Text("الحساب") }
                    NavigationLink("الخصوصية") { Text("الخصوصية") }
                    Toggle("وضع الطيران", isOn: $airplaneMode)
                    Toggle("الإشعارات", isOn: $notifications)
                } header: {
                    Text("عام")
                }
                Section {
                    Stepper("الضيوف: \(guests)", value: $guests, in: 0...4)
                    Slider(value: $brightness)
                    Picker("الفترة", selection: $period) {
                        Text("يوم").tag(0)
                        Text("أسبوع").tag(1)
                        Text("شهر").tag(2)
                    }
                    .pickerStyle(.segmented)
                    Picker("النكهة", selection: $flavor) {
                        ForEach(["فانيليا", "شوكولاتة"], id: \.self) { Text($0) }
                    }
                    ProgressView(value: 0.6)
                } footer: {
                    Text("تنطبق التغييرات على جميع الأجهزة.")
                }
            }
            .environment(\.layoutDirection, .rightToLeft)
        }
    }

    @Test func arabicSettingsForm() {
        assertSnapshot(of: ArabicSettings(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: ArabicSettings(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    /// The same rows in a plain list (separators run to the screen's left edge).
    @Test func arabicPlainList() {
        let list = List {
            NavigationLink("الحساب") { Text("الحساب") }
            Toggle("وضع الطيران", isOn: .constant(false))
            Stepper("الضيوف: ٢", value: .constant(2), in: 0...4)
            Text("حول")
        }
        .listStyle(.plain)
        .environment(\.layoutDirection, .rightToLeft)
        assertSnapshot(of: list, as: .image(on: .iPhone13Pro))
    }
}
