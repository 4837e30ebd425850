import Darkroom
import JokesApp
import XCTest

/// The article's snapshot tests, in XCTest. There is no `UIHostingController` on Linux: the view
/// is snapshotted directly, and `.image(on: .iPhone13Pro)` places it as a hosting controller
/// would (the screen minus the safe area, on a white background, at 3×).
final class JokeViewTests: XCTestCase {
    func test_JokeView_DisplaysJoke() {
        assertSnapshot(of: JokeViewPreviewProvider.jokeView, as: .image(on: .iPhone13Pro))
    }

    func test_JokeView_LoadingJoke() {
        assertSnapshot(
            of: JokeViewPreviewProvider.loadingView,
            as: .image(drawHierarchyInKeyWindow: true, layout: .device(config: .iPhone13Pro))
        )
    }

    func test_JokeView_LoadingJokeFailure() {
        assertSnapshot(of: JokeViewPreviewProvider.jokeLoadingFailure, as: .image(on: .iPhone13Pro))
    }

    func test_JokeView_DisplaysJoke_DarkMode() {
        assertSnapshot(of: JokeViewPreviewProvider.jokeView, as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    func test_JokeView_DisplaysJoke_Landscape() {
        assertSnapshot(of: JokeViewPreviewProvider.jokeView, as: .image(on: .iPhone13Pro(.landscape)))
    }
}
