import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `AsyncImage` in a snapshot: the image registered for its URL, else the placeholder (the `.empty` phase).
@Suite @MainActor struct AsyncImageTests {
    let url = URL(string: "https://example.com/photo.png")!
    let brokenURL = URL(string: "https://example.com/broken.png")!

    /// A 4×4 opaque blue bitmap.
    var blue: Bitmap { Bitmap(width: 4, height: 4, pixels: Array([0, 0, 255, 255].repeated(16))) }

    var registry: AsyncImageRegistry {
        var images = AsyncImageRegistry()
        images.register(url, bitmap: blue)
        images.registerFailure(brokenURL)
        return images
    }

    @Test func theStandardPlaceholderIsAGreyFillThatTakesTheOfferedSpace() throws {
        let image = try Rendered(AsyncImage(url: url).frame(width: 40, height: 30))
        #expect(image.bitmap.width == 40 && image.bitmap.height == 30)
        // secondarySystemFill: (120, 120, 128) at 16 % (41 / 255), in every corner.
        #expect(image.matches(0, 0, [120, 120, 128, 41], tolerance: 4), "premultiplied 8-bit storage rounds the colour")
        #expect(image.matches(39, 29, [120, 120, 128, 41], tolerance: 4))
        let dark = try Rendered(AsyncImage(url: nil).frame(width: 4, height: 4), colorScheme: .dark)
        #expect(dark.matches(2, 2, [120, 120, 128, 82], tolerance: 4))
    }

    @Test func aRegisteredImageIsShownAtItsScale() throws {
        let view = AsyncImage(url: url, scale: 2).environment(\.asyncImages, registry)
        let layout = try ImageRenderer(content: view).layout()
        #expect(layout.size == CGSize(width: 2, height: 2))
        let image = try Rendered(view, scale: 2)
        #expect(image[x: 1, y: 1] == [0, 0, 255, 255])
    }

    @Test func contentAndPlaceholder() throws {
        func avatar(_ url: URL?) -> some View {
            AsyncImage(url: url) { image in
                image.resizable()
            } placeholder: {
                Color.red
            }
            .frame(width: 10, height: 10)
            .environment(\.asyncImages, registry)
        }
        #expect(try Rendered(avatar(url))[x: 5, y: 5] == [0, 0, 255, 255])
        // Not registered, failing, or no URL: the placeholder.
        let red = [255, 59, 48, 255]
        #expect(try Rendered(avatar(URL(string: "https://example.com/unknown.png")))[x: 5, y: 5] == red)
        #expect(try Rendered(avatar(brokenURL))[x: 5, y: 5] == red)
        #expect(try Rendered(avatar(nil))[x: 5, y: 5] == red)
    }

    @Test func phases() throws {
        func photo(_ url: URL?) -> some View {
            AsyncImage(url: url, transaction: Transaction(animation: .default)) { phase in
                switch phase {
                case .empty:
                    Color.gray
                case .success(let image):
                    image.resizable().scaledToFit()
                case .failure:
                    Color.red
                @unknown default:
                    EmptyView()
                }
            }
            .frame(width: 8, height: 8)
            .environment(\.asyncImages, registry)
        }
        #expect(try Rendered(photo(url))[x: 4, y: 4] == [0, 0, 255, 255])
        #expect(try Rendered(photo(brokenURL))[x: 4, y: 4] == [255, 59, 48, 255])
        #expect(try Rendered(photo(URL(string: "https://example.com/elsewhere.png")))[x: 4, y: 4] == [142, 142, 147, 255])
        #expect(try Rendered(photo(nil))[x: 4, y: 4] == [142, 142, 147, 255])
    }

    @Test func phaseAccessorsAndTheUnregisteredDiagnostic() throws {
        var seen: [String] = []
        let view = AsyncImage(url: brokenURL) { phase in
            let _ = seen.append(phase.error != nil ? "error" : phase.image != nil ? "image" : "empty")
            Color.clear
        }
        .environment(\.asyncImages, registry)
        _ = try ImageRenderer(content: view.frame(width: 1, height: 1)).render()
        #expect(seen == ["error"])
        let layout = try ImageRenderer(content: AsyncImage(url: url).frame(width: 4, height: 4)).layout()
        #expect(layout.diagnostics.contains { $0.contains("no image is registered for https://example.com/photo.png") })
    }

    @Test func pngDataIsDecodedAndBadDataIsAnError() throws {
        var images = AsyncImageRegistry()
        try images.register(url, pngData: try blue.pngData())
        #expect(images.urls == [url])
        #expect(throws: (any Error).self) { try images.register(brokenURL, pngData: Data("not a png".utf8)) }
        #expect(try Rendered(AsyncImage(url: url).environment(\.asyncImages, images))[x: 0, y: 0] == [0, 0, 255, 255])
    }
}

extension Array {
    fileprivate func repeated(_ count: Int) -> [Element] { (0..<count).flatMap { _ in self } }
}
