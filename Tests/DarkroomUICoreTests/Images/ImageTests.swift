import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// A fresh temporary directory holding PNG files `name → bitmap`.
func imageDirectory(_ files: [(String, Bitmap)]) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for (name, bitmap) in files {
        try bitmap.pngData().write(to: dir.appendingPathComponent(name))
    }
    return dir.path
}

@MainActor @Suite struct ImageTests {
    func imageFrame<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) throws -> CGRect {
        let layout = try typeset(view, width: width, height: height)
        return try #require(layout.nodes.first { $0.name == "Image" }).frame
    }

    @Test func unresizableImageIsItsPointSizeWhateverTheProposal() throws {
        let image = Image(bitmap: solidBitmap(20, 10))
        #expect(try imageFrame(image, width: 100, height: 100).size == CGSize(width: 20, height: 10))
        #expect(try imageFrame(image, width: 0, height: 0).size == CGSize(width: 20, height: 10))
        #expect(try imageFrame(Image(bitmap: solidBitmap(20, 10), scale: 2)).size == CGSize(width: 10, height: 5))
    }

    @Test func resizableImageTakesTheProposal() throws {
        let image = Image(bitmap: solidBitmap(20, 10)).resizable()
        #expect(try imageFrame(image, width: 100, height: 60).size == CGSize(width: 100, height: 60))
        #expect(try imageFrame(image).size == CGSize(width: 20, height: 10))
        #expect(try imageFrame(image, width: 50).size == CGSize(width: 50, height: 10))
    }

    @Test func scaledToFitAndFill() throws {
        let image = Image(bitmap: solidBitmap(20, 10)).resizable()
        let fit = try imageFrame(image.scaledToFit().frame(width: 100, height: 100))
        #expect(fit == CGRect(x: 0, y: 25, width: 100, height: 50))
        let fill = try imageFrame(image.scaledToFill().frame(width: 100, height: 100))
        #expect(fill == CGRect(x: -50, y: 0, width: 200, height: 100))
        // Only one dimension proposed: the other follows the ratio.
        #expect(try imageFrame(image.aspectRatio(contentMode: .fit), width: 60).size == CGSize(width: 60, height: 30))
        // An explicit ratio overrides the image's own.
        #expect(try imageFrame(image.aspectRatio(1, contentMode: .fit), width: 60, height: 100).size == CGSize(width: 60, height: 60))
    }

    @Test func aspectRatioWorksOnAnyView() throws {
        let layout = try typeset(Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("c"), width: 100, height: 100)
        #expect(try layout.frame(of: "c").size == CGSize(width: 100, height: 50))
        let fill = try typeset(Color.red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fill).accessibilityIdentifier("c"), width: 100, height: 100)
        #expect(try fill.frame(of: "c").size == CGSize(width: 100, height: 200))
    }

    @Test func bundleVariantsPickTheBestScale() throws {
        let dir = try imageDirectory([("logo@2x.png", solidBitmap(40, 20)), ("logo@3x.png", solidBitmap(60, 30)), ("one.png", solidBitmap(7, 5))])
        let bundle = try #require(Bundle(path: dir))
        // Point size = pixels ÷ file scale.
        #expect(try imageFrame(Image("logo", bundle: bundle)).size == CGSize(width: 20, height: 10))
        #expect(try imageFrame(Image("one", bundle: bundle)).size == CGSize(width: 7, height: 5))
        func drawnWidth(scale: CGFloat) throws -> Int? {
            let renderer = ImageRenderer(content: Image("logo", bundle: bundle))
            renderer.scale = scale
            for case .image(let image) in try renderer.displayList().items { return image.bitmap.width }
            return nil
        }
        #expect(try drawnWidth(scale: 1) == 40)
        #expect(try drawnWidth(scale: 2) == 40)
        #expect(try drawnWidth(scale: 3) == 60)
        let renderer = ImageRenderer(content: Image("logo", bundle: bundle))
        renderer.scale = 3
        let bitmap = try renderer.render()
        #expect(bitmap.width == 60 && bitmap.height == 30)
        #expect(PixelCensus(bitmap).darkest == (0, 0, 0, 255))
    }

    @Test func environmentImageSourceSuppliesNamedImages() throws {
        struct Source: ImageSource {
            func bitmap(named name: String, scale: CGFloat) -> (bitmap: Bitmap, scale: CGFloat)? {
                name == "header" ? (solidBitmap(30, 12), 3) : nil
            }
        }
        let frame = try imageFrame(Image("header").environment(\.imageSource, Source()))
        #expect(frame.size == CGSize(width: 10, height: 4))
    }

    @Test func templateImagesAreTintedByTheForeground() throws {
        let renderer = ImageRenderer(content: Image(bitmap: solidBitmap(4, 4, (0, 0, 0, 128))).renderingMode(.template).foregroundColor(.red))
        let bitmap = try renderer.render()
        #expect(Array(bitmap.pixels[0..<4]) == [255, 59, 48, 128] || (bitmap.pixels[0] > 200 && bitmap.pixels[1] < 80 && bitmap.pixels[3] == 128))
        let original = try ImageRenderer(content: Image(bitmap: solidBitmap(4, 4, (0, 0, 0, 128))).foregroundColor(.red)).render()
        #expect(Array(original.pixels[0..<4]) == [0, 0, 0, 128])
    }

    @Test func missingImageThrowsNamingItAndTheBundle() throws {
        let dir = try imageDirectory([])
        let bundle = try #require(Bundle(path: dir))
        let view = VStack {
            Image("nope", bundle: bundle)
            Color.red.frame(width: 10, height: 10)
        }
        #expect(throws: ImageError.self) { try ImageRenderer(content: view).render() }
        do {
            _ = try ImageRenderer(content: view).render()
        } catch let error as ImageError {
            #expect(error.description.hasPrefix("No image named 'nope' found: searched the bundle ("))
            #expect(error.description.contains(bundle.resourcePath ?? dir))
        }
        let layout = try typeset(view)
        #expect(layout.diagnostics.contains { $0.contains("No image named 'nope'") })
    }

    @Test func unregisteredSymbolInStrictModeThrowsAClearError() throws {
        #expect(throws: ImageError.unregisteredSymbol("no.such.symbol")) {
            try ImageRenderer(content: Image(systemName: "no.such.symbol").environment(\.strictSymbols, true)).render()
        }
        #expect(ImageError.unregisteredSymbol("no.such.symbol").description.contains("SymbolRegistry.shared.register"))
    }

    @Test func capInsetsKeepTheCornersWhileTheMiddleStretches() throws {
        // A 6×6 image: 2-pixel red border, green middle. Stretched to 30×12 with 2-point caps.
        var pixels = [UInt8](repeating: 0, count: 6 * 6 * 4)
        for y in 0..<6 {
            for x in 0..<6 {
                let border = x < 2 || x >= 4 || y < 2 || y >= 4
                let i = (y * 6 + x) * 4
                pixels[i] = border ? 255 : 0
                pixels[i + 1] = border ? 0 : 255
                pixels[i + 3] = 255
            }
        }
        let image = Image(bitmap: Bitmap(width: 6, height: 6, pixels: pixels))
            .resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
            .interpolation(.none)
            .frame(width: 30, height: 12)
        let bitmap = try ImageRenderer(content: image).render()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * 30 + x) * 4
            return Array(bitmap.pixels[i..<i + 4])
        }
        #expect(pixel(0, 0) == [255, 0, 0, 255])
        #expect(pixel(1, 6) == [255, 0, 0, 255])
        #expect(pixel(28, 6) == [255, 0, 0, 255])
        #expect(pixel(15, 6) == [0, 255, 0, 255])
        #expect(pixel(3, 6) == [0, 255, 0, 255])
        #expect(pixel(15, 1) == [255, 0, 0, 255])
    }
}

@MainActor @Suite struct ImageTilingTests {
    @Test func tilesRepeatAtThePointSize() throws {
        // A 2×1 image: red then blue; tiled across 7×2 points at scale 1.
        let bitmap = Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        let rendered = try ImageRenderer(content: Image(bitmap: bitmap).resizable(resizingMode: .tile).frame(width: 7, height: 2)).render()
        func red(_ x: Int, _ y: Int) -> Bool { rendered.pixels[(y * 7 + x) * 4] == 255 }
        #expect((0..<7).map { red($0, 0) } == [true, false, true, false, true, false, true])
        #expect((0..<7).map { red($0, 1) } == [true, false, true, false, true, false, true])
    }
}

@MainActor @Suite struct ImageAssetCatalogueTests {
    @Test func imageSetsInAnAssetCatalogueAreFound() throws {
        let dir = try imageDirectory([])
        let set = dir + "/Resources/Assets.xcassets/header.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try solidBitmap(30, 15).pngData().write(to: URL(fileURLWithPath: set + "/h@2x.png"))
        try solidBitmap(45, 24).pngData().write(to: URL(fileURLWithPath: set + "/h@3x.png"))
        let json =
            #"{"images":[{"idiom":"universal","scale":"1x"},{"filename":"h@2x.png","idiom":"universal","scale":"2x"},{"filename":"h@3x.png","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        let bundle = try #require(Bundle(path: dir))
        let layout = try typeset(Image("header", bundle: bundle))
        #expect(layout.size == CGSize(width: 15, height: 8))
        let renderer = ImageRenderer(content: Image("header", bundle: bundle))
        renderer.scale = 2
        var widths: [Int] = []
        for case .image(let image) in try renderer.displayList().items { widths.append(image.bitmap.width) }
        #expect(widths == [30])
    }
}
