// The same file runs on Linux with Darkroom and on Apple platforms with swift-snapshot-testing.
#if os(Linux)
import Darkroom
#else
import SnapshotTesting
#endif
import Testing
@testable import CoffeeShopViews

@MainActor @Suite struct MenuViewTests {
    @Test func menu() {
        assertSnapshot(of: MenuView(), as: .image(on: .iPhone13Pro))
    }

    @Test func menuInDarkMode() {
        assertSnapshot(of: MenuView().preferredColorScheme(.dark), as: .image(on: .iPhone13Pro))
    }

    @Test func menuAtTheLargestTextSize() {
        assertSnapshot(of: MenuView().dynamicTypeSize(.xxxLarge), as: .image(on: .iPhone13Pro))
    }
}
