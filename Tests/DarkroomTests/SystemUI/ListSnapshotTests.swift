import Darkroom
import Testing

/// Lists, forms and navigation stacks on an iPhone 13 Pro, in light and dark mode.
@MainActor @Suite struct ListSnapshotTests {
    @Test func settingsScreen() {
        assertSnapshot(of: SettingsScreen(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: SettingsScreen(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }
}
