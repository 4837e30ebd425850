import DarkroomUI

// A settings screen in the shape of the Settings app and countless "Preferences" tabs:
// a grouped Form with toggles, a picker, a stepper, navigation rows and section footers.

enum AppearancePreference: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

@Observable
final class SettingsModel {
    var notificationsEnabled = true
    var soundsEnabled = false
    var appearance: AppearancePreference = .system
    var dailyGoal = 3
    var username = "taylor.swift"
}

struct SettingsScreen: View {
    @State private var settings = SettingsModel()

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 14) {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.system(size: 48))
                            .foregroundStyle(.gray)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Taylor Appleseed")
                                .font(.title3)
                            Text("Apple ID, iCloud, Media & Purchases")
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)
                }

                Section {
                    Toggle("Notifications", isOn: $settings.notificationsEnabled)
                    Toggle(isOn: $settings.soundsEnabled) {
                        Label("Sounds", systemImage: "speaker.wave.2")
                    }
                } header: {
                    Text("Alerts")
                } footer: {
                    Text("You can change notification preferences at any time in Settings.")
                }

                Section("Display") {
                    Picker("Appearance", selection: $settings.appearance) {
                        ForEach(AppearancePreference.allCases) { preference in
                            Text(preference.title).tag(preference)
                        }
                    }
                    Stepper("Daily goal: \(settings.dailyGoal)", value: $settings.dailyGoal, in: 1...10)
                }

                Section {
                    NavigationLink {
                        Text("Privacy")
                    } label: {
                        Label("Privacy & Security", systemImage: "hand.raised.fill")
                    }
                    NavigationLink("About") {
                        Text("About")
                    }
                    HStack {
                        Text("Version")
                        Spacer()
                        Text("2.4.1 (118)")
                            .foregroundStyle(.secondary)
                    }
                }

                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsScreen()
}
