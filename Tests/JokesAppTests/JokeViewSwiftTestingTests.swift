import Darkroom
import JokesApp
import Testing

/// The article's snapshot tests, in Swift Testing.
@MainActor @Suite struct JokeViewSnapshotTests {
    @Test func displaysJoke() {
        assertSnapshot(of: JokeViewPreviewProvider.jokeView, as: .image(on: .iPhone13Pro))
    }

    @Test func loadingJoke() {
        assertSnapshot(of: JokeViewPreviewProvider.loadingView, as: .image(on: .iPhone13Pro))
    }

    @Test func loadingJokeFailure() {
        assertSnapshot(of: JokeViewPreviewProvider.jokeLoadingFailure, as: .image(on: .iPhone13Pro))
    }

    /// The article's own spelling: a fixed iPhone 13 Pro-sized canvas (no safe area, scale 1).
    @Test func displaysJokeAtTheArticlesSize() {
        assertSnapshot(
            of: JokeViewPreviewProvider.jokeView,
            as: .image(drawHierarchyInKeyWindow: true, size: ViewImageConfig.iPhone13Pro.size)
        )
    }

    /// The laid-out tree, as text: what moved, in points.
    @Test func jokeLayout() {
        assertSnapshot(of: JokeViewPreviewProvider.jokeView, as: .layout(on: .iPhone13Pro))
    }
}
