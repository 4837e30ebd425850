import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `Image("Name", bundle:)` reading asset-catalogue image sets: scales, appearances, groups and errors.
@Suite @MainActor struct ImageSetTests {
    /// A solid bitmap.
    func solid(_ size: Int, _ rgba: [UInt8]) -> Bitmap {
        Bitmap(width: size, height: size, pixels: (0..<size * size).flatMap { _ in rgba })
    }

    /// A bundle directory with `Media.xcassets/Icons/<set>.imageset` (a group) holding `files` and `contents`.
    func catalogue(set: String = "Star", contents: String, files: [String: Bitmap] = [:]) throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-imagesets-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Media.xcassets/Icons/\(set).imageset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try contents.write(to: folder.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        for (name, bitmap) in files { try bitmap.pngData().write(to: folder.appendingPathComponent(name)) }
        return (try #require(Bundle(path: root.path)), root)
    }

    /// Xcode's Contents.json for an image set with three scales and dark variants at 2x and 3x.
    let starContents = """
        {
          "images" : [
            { "filename" : "star.png", "idiom" : "universal", "scale" : "1x" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "star-dark@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "filename" : "star@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "filename" : "star@3x.png", "idiom" : "universal", "scale" : "3x" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "star-dark@3x.png", "idiom" : "universal", "scale" : "3x" },
            { "filename" : "star.pdf", "idiom" : "mac", "scale" : "1x" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """

    var starFiles: [String: Bitmap] {
        [
            "star.png": solid(4, [255, 0, 0, 255]), "star@2x.png": solid(8, [0, 255, 0, 255]), "star@3x.png": solid(12, [0, 0, 255, 255]),
            "star-dark@2x.png": solid(8, [255, 255, 0, 255]), "star-dark@3x.png": solid(12, [255, 255, 255, 255]),
        ]
    }

    @Test func theVariantForTheDeviceScaleIsChosenAndTheSizeIsInPoints() throws {
        let (bundle, root) = try catalogue(contents: starContents, files: starFiles)
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = try ImageRenderer(content: Image("Star", bundle: bundle)).layout()
        #expect(layout.size == CGSize(width: 4, height: 4))
        #expect(try Rendered(Image("Star", bundle: bundle), scale: 1)[x: 2, y: 2] == [255, 0, 0, 255])
        #expect(try Rendered(Image("Star", bundle: bundle), scale: 2)[x: 2, y: 2] == [0, 255, 0, 255])
        let threeX = try Rendered(Image("Star", bundle: bundle), scale: 3)
        #expect(threeX.bitmap.width == 12)
        #expect(threeX[x: 6, y: 6] == [0, 0, 255, 255])
    }

    @Test func darkModeTakesTheDarkAppearance() throws {
        let (bundle, root) = try catalogue(contents: starContents, files: starFiles)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Rendered(Image("Star", bundle: bundle), scale: 3, colorScheme: .dark)[x: 6, y: 6] == [255, 255, 255, 255])
        #expect(try Rendered(Image("Star", bundle: bundle), scale: 2, colorScheme: .dark)[x: 2, y: 2] == [255, 255, 0, 255])
        // No dark 1x: the default one.
        #expect(try Rendered(Image("Star", bundle: bundle), scale: 1, colorScheme: .dark)[x: 2, y: 2] == [255, 0, 0, 255])
    }

    @Test func anUnknownNameFailsNamingItAndTheCataloguesSearched() throws {
        let (bundle, root) = try catalogue(contents: starContents, files: starFiles)
        defer { try? FileManager.default.removeItem(at: root) }
        let view = VStack {
            Image("Moon", bundle: bundle)
            Text("Night")
        }
        do {
            _ = try ImageRenderer(content: view).render()
            Issue.record("an unknown image must fail rendering, not draw nothing")
        } catch let error as ImageError {
            guard case .missing(let name, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(name == "Moon")
            #expect(error.description.contains("No image named 'Moon'"))
            #expect(error.description.contains("Media.xcassets"))
        }
    }

    @Test func malformedContentsJSONIsAClearError() throws {
        let (bundle, root) = try catalogue(contents: "{ \"images\": [ { \"filename\": 3 } ] }")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: ImageError.self) { try ImageRenderer(content: Image("Star", bundle: bundle)).render() }
        do {
            _ = try ImageRenderer(content: Image("Star", bundle: bundle)).render()
        } catch let error as ImageError {
            guard case .unreadable(let path, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(path.hasSuffix("Star.imageset/Contents.json"))
            #expect(reason.contains("images"), "\(reason)")
        }
        let (notJSON, root2) = try catalogue(contents: "{ not json")
        defer { try? FileManager.default.removeItem(at: root2) }
        #expect(throws: ImageError.self) { try ImageRenderer(content: Image("Star", bundle: notJSON)).render() }
    }

    @Test func aListedFileThatIsMissingOrNotAPNGIsNamed() throws {
        let missing = """
            { "images" : [ { "filename" : "gone.png", "idiom" : "universal", "scale" : "1x" } ] }
            """
        let (bundle, root) = try catalogue(contents: missing)
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try ImageRenderer(content: Image("Star", bundle: bundle)).render()
            Issue.record("expected an error")
        } catch {
            #expect(String(describing: error).contains("gone.png"))
            #expect(String(describing: error).contains("does not exist"))
        }
        let vector = """
            { "images" : [ { "filename" : "star.pdf", "idiom" : "universal" } ], "properties" : { "preserves-vector-representation" : true } }
            """
        let (pdf, root2) = try catalogue(contents: vector)
        defer { try? FileManager.default.removeItem(at: root2) }
        do {
            _ = try ImageRenderer(content: Image("Star", bundle: pdf)).render()
            Issue.record("expected an error")
        } catch {
            #expect(String(describing: error).contains("star.pdf"))
            #expect(String(describing: error).contains("PNG"))
        }
    }
}
