import Darkroom
import Foundation
@testable import JokesApp
import Testing

/// The header image resource: a 390×120 point banner at 3×, drawn by `HeaderArtwork`.
@MainActor @Suite struct HeaderArtworkTests {
    /// `Sources/JokesApp/Resources/header@3x.png` in this checkout.
    static let resource = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/JokesApp/Resources/header@3x.png")

    /// With `JOKES_WRITE_HEADER=1`, writes the resource from `HeaderArtwork`; otherwise checks
    /// that the committed resource is a valid 1170×360 PNG.
    @Test func headerResource() throws {
        if ProcessInfo.processInfo.environment["JOKES_WRITE_HEADER"] == "1" {
            let renderer = ImageRenderer(content: HeaderArtwork())
            renderer.scale = 3
            try renderer.pngData().write(to: Self.resource)
        }
        let bitmap = try Bitmap(pngData: Data(contentsOf: Self.resource))
        #expect(bitmap.width == 1170)
        #expect(bitmap.height == 360)
    }

    /// `Image("header", bundle: .module)` finds the resource and lays out at its point size.
    @Test func jokeViewFindsTheHeader() throws {
        let layout = try LayoutInspector.layout(JokeViewPreviewProvider.jokeView, in: ProposedViewSize(width: 390, height: 763))
        #expect(!layout.dump().contains("missing"), "\(layout.dump())")
        let bitmap = try ImageRenderer(content: JokeViewPreviewProvider.jokeView).render()
        #expect(bitmap.width >= 390)
    }
}
