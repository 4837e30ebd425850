// The same file runs on Linux with Darkroom and on Apple platforms with swift-snapshot-testing.
#if os(Linux)
import Darkroom
#else
import SnapshotTesting
#endif
import Testing
@testable import CoffeeShopViews

/// The asset catalog as an iPhone draws it: the AccentColor tints the button, the colour sets follow light, dark and
/// increased contrast (the card's dark background refers to a system colour), the logo's image set and the custom font.
@MainActor @Suite struct WelcomeCardTests {
    init() throws {
        try BrandFont.register()
    }

    let layout = SwiftUISnapshotLayout.fixed(width: 390, height: 108)

    @Test func welcomeCard() {
        assertSnapshot(of: WelcomeCard(), as: .image(layout: layout, scale: 3))
    }

    @Test func welcomeCardInDarkMode() {
        assertSnapshot(of: WelcomeCard(), as: .image(layout: layout, colorScheme: .dark, scale: 3))
    }

    @Test func welcomeCardAtIncreasedContrast() {
        assertSnapshot(of: WelcomeCard().environment(\._colorSchemeContrast, .increased), as: .image(layout: layout, scale: 3))
    }
}
