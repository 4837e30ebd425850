import Darkroom
import JokesApp
import XCTest

/// The article's snapshot tests, in XCTest. There is no `UIHostingController` on Linux: the view
/// is snapshotted directly, and `.image(on: .iPhone13Pro)` places it as a hosting controller
/// would (the screen minus the safe area, on a white background, at 3×).
final class JokeViewTests: XCTestCase {
    @MainActor func test_JokeView_DisplaysJoke() async {
        assertSnapshot(of: JokeViewPreviewProvider.jokeView, as: .image(on: .iPhone13Pro))
    }

    @MainActor func test_JokeView_LoadingJoke() async {
        assertSnapshot(
            of: JokeViewPreviewProvider.loadingView,
            as: .image(drawHierarchyInKeyWindow: true, layout: .device(config: .iPhone13Pro))
        )
    }

    @MainActor func test_JokeView_LoadingJokeFailure() async {
        assertSnapshot(of: JokeViewPreviewProvider.jokeLoadingFailure, as: .image(on: .iPhone13Pro))
    }

    @MainActor func test_JokeView_DisplaysJoke_DarkMode() async {
        assertSnapshot(of: JokeViewPreviewProvider.jokeView, as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    @MainActor func test_JokeView_DisplaysJoke_Landscape() async {
        assertSnapshot(of: JokeViewPreviewProvider.jokeView, as: .image(on: .iPhone13Pro(.landscape)))
    }
}
