import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// Asset-catalogue colours, SF Symbol sizing, artwork, placeholder and strict mode.
@Suite @MainActor struct AssetAndSymbolTests {
    /// A throwaway bundle directory with `Colors.xcassets` holding the given colour sets (name → Contents.json).
    func bundle(_ sets: [String: String]) throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-assets-\(UUID().uuidString)")
        for (name, json) in sets {
            let set = root.appendingPathComponent("Colors.xcassets/\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try json.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        return (try #require(Bundle(path: root.path)), root)
    }

    let brand = """
        {"colors":[
          {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0xFF","green":"128","blue":"0.000","alpha":"1.000"}}},
          {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"red":"0.000","green":"0.000","blue":"1.000","alpha":"0.500"}}}
        ],"info":{"author":"xcode","version":1}}
        """

    @Test func colourSetsReadLightAndDark() throws {
        let (bundle, root) = try bundle(["Brand": brand])
        defer { try? FileManager.default.removeItem(at: root) }
        let light = try Rendered(Color("Brand", bundle: bundle).frame(width: 2, height: 2))
        #expect(light[x: 0, y: 0] == [255, 128, 0, 255])
        let dark = try Rendered(Color("Brand", bundle: bundle).frame(width: 2, height: 2), colorScheme: .dark)
        #expect(dark[x: 0, y: 0] == [0, 0, 255, 128])
    }

    @Test func displayP3ColoursConvertToSRGB() throws {
        let p3 = """
            {"colors":[{"idiom":"universal","color":{"color-space":"display-p3","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}]}
            """
        let (bundle, root) = try bundle(["P3Red": p3])
        defer { try? FileManager.default.removeItem(at: root) }
        let image = try Rendered(Color("P3Red", bundle: bundle).frame(width: 2, height: 2))
        // P3 red is outside sRGB: it clamps to pure red.
        #expect(image[x: 0, y: 0] == [255, 0, 0, 255])
    }

    @Test func unknownColourFailsNamingItAndTheCataloguesSearched() throws {
        let (bundle, root) = try bundle(["Brand": brand])
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try ImageRenderer(content: Color("Missing", bundle: bundle).frame(width: 2, height: 2)).render()
            Issue.record("an unknown colour must fail rendering")
        } catch {
            let message = String(describing: error)
            #expect(message.contains("No color named 'Missing'"))
            #expect(message.contains("Colors.xcassets"))
        }
    }

    @Test func malformedContentsJSONIsAClearError() throws {
        let (bundle, root) = try bundle(["Broken": "{ not json"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: (any Error).self) { try ImageRenderer(content: Color("Broken", bundle: bundle).frame(width: 2, height: 2)).render() }
        do {
            _ = try ImageRenderer(content: Text("x").foregroundStyle(Color("Broken", bundle: bundle))).render()
        } catch {
            #expect(String(describing: error).contains("Broken.colorset/Contents.json could not be read"))
        }
    }

    @Test func symbolsAreSizedFromTheFontAndImageScale() throws {
        func size<V: View>(_ v: V) throws -> CGSize {
            let list = try ImageRenderer(content: v).displayList()
            return list.size
        }
        // .body (17 pt) × 1.15 = 19.55 → 19.67 (thirds of a point).
        #expect(try size(Image(systemName: "no.such.symbol")) == CGSize(width: 19.666666666666668, height: 19.666666666666668))
        let large = try size(Image(systemName: "no.such.symbol").imageScale(.large))
        let small = try size(Image(systemName: "no.such.symbol").imageScale(.small))
        #expect(large.width > 25 && small.width < 16)
        #expect(try size(Image(systemName: "no.such.symbol").font(.system(size: 40))).width == 46)
        #expect(try size(Image(systemName: "no.such.symbol").dynamicTypeSize(.accessibility5)).width > 60)
    }

    @Test func placeholderIsDrawnWithADiagnostic() throws {
        let image = try Rendered(Image(systemName: "no.such.symbol").foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        // The box outline is red, the middle of the cross too.
        #expect(image[x: 10, y: 10][3] > 0)
        #expect(image[x: 0, y: 10][0] == 255)
        let layout = try ImageRenderer(content: Image(systemName: "no.such.symbol")).layout()
        #expect(layout.diagnostics.contains { $0.contains("no.such.symbol") && $0.contains("placeholder") })
    }

    @Test func registeredArtworkIsTintedWithTheForeground() throws {
        let registry = SymbolRegistry.shared
        try registry.register("test.square", svgPathData: "M0 0 H10 V10 H0 Z", viewBox: CGRect(x: 0, y: 0, width: 10, height: 10))
        defer { registry.unregister("test.square") }
        let image = try Rendered(Image(systemName: "test.square").foregroundStyle(Color(red: 0, green: 0, blue: 1)))
        #expect(image[x: 10, y: 10] == [0, 0, 255, 255])
        #expect(throws: SVGPathError.self) { try registry.register("bad", svgPathData: "M0 0 A 1 1", viewBox: .zero) }
    }

    @Test func shippedArtworkDrawsCommonSymbols() throws {
        let image = try Rendered(Image(systemName: "star.fill"))
        let inked = stride(from: 3, to: image.bitmap.pixels.count, by: 4).filter { image.bitmap.pixels[$0] > 0 }.count
        #expect(inked > 60)
        let layout = try ImageRenderer(content: Image(systemName: "star.fill")).layout()
        #expect(!layout.diagnostics.contains { $0.contains("placeholder") })
    }
}
