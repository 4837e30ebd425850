import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `ColorResource` and `ImageResource`, the types Xcode's generated asset symbols are members of, draw the sets
/// they name, as `Color(_:bundle:)` and `Image(_:bundle:)` do.
@Suite @MainActor struct AssetResourceTests {
    @Test func colourAndImageResourcesDrawTheirSets() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let colourSet = root.appendingPathComponent("Assets.xcassets/Brand/Roast.colorset")
        try FileManager.default.createDirectory(at: colourSet, withIntermediateDirectories: true)
        try
            #"{"colors" : [{"color" : {"color-space" : "srgb", "components" : {"alpha" : "1.000", "blue" : "46", "green" : "69", "red" : "111"}}, "idiom" : "universal"}], "info" : {"author" : "xcode", "version" : 1}}"#
            .write(to: colourSet.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let imageSet = root.appendingPathComponent("Assets.xcassets/Icons/dot.imageset")
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        try Bitmap(width: 2, height: 2, pixels: Array(repeating: [UInt8]([0, 128, 0, 255]), count: 4).flatMap { $0 })
            .pngData().write(to: imageSet.appendingPathComponent("dot@2x.png"))
        try #"{"images" : [{"filename" : "dot@2x.png", "idiom" : "universal", "scale" : "2x"}], "info" : {"author" : "xcode", "version" : 1}}"#
            .write(to: imageSet.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(path: root.path))

        let roast = ColorResource(name: "Brand/Roast", bundle: bundle)
        #expect(try Rendered(Color(roast).frame(width: 2, height: 2))[x: 0, y: 0] == [111, 69, 46, 255])
        #expect(try Rendered(Rectangle().fill(Color(uiColor: UIColor(resource: roast))).frame(width: 2, height: 2))[x: 1, y: 1] == [111, 69, 46, 255])
        let dot = try Rendered(Image(ImageResource(name: "Icons/dot", bundle: bundle)), scale: 2)
        #expect(dot.bitmap.width == 2)
        #expect(dot[x: 0, y: 0] == [0, 128, 0, 255])
    }
}
