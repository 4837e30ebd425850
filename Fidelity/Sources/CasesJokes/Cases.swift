import Darkroom
import FidelityCases

/// The stand-in for the asset catalogue's `header` image (a PDF, which Darkroom does not draw): the header as the
/// iOS simulator drew it, 573 × 630 pixels cut at (299, 510) from the `DisplaysJoke` reference
/// (Fidelity/Cases/Zaprogramiacz-JokesApp/Assets/header@3x.png; the PDF's media box is 191 × 210 pt).
let jokesAssets = FidelityPaths.assets("Zaprogramiacz-JokesApp")

/// Zaprogramiacz/JokesApp, `JokeViewSnapshotTests`: `JokeView` in a `UIHostingController` snapshotted with
/// `.image(drawHierarchyInKeyWindow: true, size: ViewImageConfig.iPhone13Pro.size)` at the simulator's scale 3.
/// Changes: `import FoundationNetworking` for `URLSession` on Linux; `Image("header")` reads the stand-in above;
/// the `ButtonBackground` colour set (Display P3 #A6C0F1) is registered by name.
public enum JokesCases {
    /// The repository's cases, in the test file's order.
    public static let all: [FidelityCase] = {
        let repository = "Zaprogramiacz-JokesApp"
        let folder = "JokesTests/Snapshot/__Snapshots__/JokeViewSnapshotTests/"
        let size = SwiftUISnapshotLayout.fixed(width: 390, height: 844)
        @MainActor func registered(_ view: JokeView) -> AnyView {
            ColorRegistry.shared.register("ButtonBackground", color: Color(.displayP3, red: 0xA6 / 255, green: 0xC0 / 255, blue: 0xF1 / 255))
            return AnyView(view)
        }
        return [
            FidelityCase(repository: repository, test: "JokeViewSnapshotTests.test_JokeView_DisplaysJoke",
                         reference: folder + "test_JokeView_DisplaysJoke.1.png", layout: size, scale: 3) {
                registered(JokeViewPreviewProvider.jokeView)
            },
            FidelityCase(repository: repository, test: "JokeViewSnapshotTests.test_JokeView_LoadingJoke",
                         reference: folder + "test_JokeView_LoadingJoke.1.png", layout: size, scale: 3) {
                registered(JokeViewPreviewProvider.loadingView)
            },
            FidelityCase(repository: repository, test: "JokeViewSnapshotTests.test_JokeView_LoadingJokeFailure",
                         reference: folder + "test_JokeView_LoadingJokeFailure.1.png", layout: size, scale: 3) {
                registered(JokeViewPreviewProvider.jokeLoadingFailure)
            },
        ]
    }()
}
