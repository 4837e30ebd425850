import Darkroom
import Foundation
import JokesApp
import Testing

/// Writes the README's images (`docs/images/`) when `DARKROOM_WRITE_DOCS=1`: the three states and
/// the first "Hello world" step at 1× (390×844), and — with `DARKROOM_DOCS_FAILURE=<artifacts dir>`
/// after a deliberately failing run — that failure's reference, actual and diff scaled to 1×.
/// Without the variable the test is skipped (it is a generator, not a check).
@MainActor @Suite struct DocumentationImagesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let images = root.appendingPathComponent("docs/images")

    func snapshot<V: View>(_ view: V) throws -> Bitmap {
        var bitmap: Bitmap?
        try Snapshotting<V, Bitmap>.image(on: .iPhone13Pro, scale: 1).snapshot(view).run { bitmap = $0 }
        return try #require(bitmap)
    }

    /// `bitmap` (drawn at `scale`) at 1×, area-averaged.
    func downscaled(_ bitmap: Bitmap, scale: CGFloat) throws -> Bitmap {
        let renderer = ImageRenderer(content: Image(bitmap: bitmap, scale: scale))
        return try renderer.render()
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["DARKROOM_WRITE_DOCS"] == "1", "writes docs/images only on request"))
    func writeDocumentationImages() throws {
        let environment = ProcessInfo.processInfo.environment
        try FileManager.default.createDirectory(at: Self.images, withIntermediateDirectories: true)
        let states: [(String, JokeView)] = [
            ("joke-view-joke", JokeViewPreviewProvider.jokeView),
            ("joke-view-loading", JokeViewPreviewProvider.loadingView),
            ("joke-view-failure", JokeViewPreviewProvider.jokeLoadingFailure),
        ]
        for (name, view) in states {
            try snapshot(view).pngData().write(to: Self.images.appendingPathComponent(name + ".png"))
        }
        try snapshot(Text("Hello world")).pngData().write(to: Self.images.appendingPathComponent("joke-view-hello-world.png"))

        if let artifacts = environment["DARKROOM_DOCS_FAILURE"] {
            let base = artifacts + "/JokeViewTests/test_JokeView_DisplaysJoke.1."
            for role in ["reference", "actual", "diff"] {
                let bitmap = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: base + role + ".png")))
                try downscaled(bitmap, scale: 3).pngData().write(to: Self.images.appendingPathComponent("failure-\(role).png"))
            }
        }
    }
}
