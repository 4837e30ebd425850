import Darkroom

/// The settings-screen example: a navigation stack holding an inset grouped list of sections, in the shape
/// of common SwiftUI tutorials (`import DarkroomUI` in place of `import SwiftUI`).
struct SettingsScreen: View {
    var username = "Taylor"
    var notificationsEnabled = true
    var theme = "System"

    var body: some View {
        NavigationStack {
            List {
                Section("Account") {
                    NavigationLink("Profile") { Text("Profile") }
                    HStack {
                        Text("Username")
                        Spacer()
                        Text(username).foregroundStyle(.secondary)
                    }
                    NavigationLink("Privacy") { Text("Privacy") }
                }
                Section {
                    NavigationLink("Notifications") { Text("Notifications") }
                    NavigationLink("Appearance") { Text("Appearance") }
                } header: {
                    Text("Preferences")
                } footer: {
                    Text("Choose how the app looks and when it tells you about new jokes.")
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") {}
                }
            }
        }
    }
}
