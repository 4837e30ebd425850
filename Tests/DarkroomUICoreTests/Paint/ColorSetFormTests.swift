import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// Every colour-set form Xcode writes, read as iOS reads it for an sRGB context: colour spaces, component spellings,
/// system colour references, appearances, contrast and idioms; and the errors for what Xcode never writes.
@Suite @MainActor struct ColorSetFormTests {
    /// A throwaway bundle with `Assets.xcassets/<name>.colorset/Contents.json` for each set.
    func bundle(_ sets: [String: String]) throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-colorsets-\(UUID().uuidString)")
        let catalogue = root.appendingPathComponent("Assets.xcassets")
        try FileManager.default.createDirectory(at: catalogue, withIntermediateDirectories: true)
        try #"{"info" : {"author" : "xcode", "version" : 1}}"#.write(to: catalogue.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        for (name, json) in sets {
            let set = catalogue.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try json.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        return (try #require(Bundle(path: root.path)), root)
    }

    /// One universal entry, as Xcode writes it.
    func single(_ color: String) -> String {
        """
        {
          "colors" : [
            {
              "color" : \(color),
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }
        """
    }

    func pixel(_ name: String, in bundle: Bundle, scheme: ColorScheme = .light, contrast: ColorSchemeContrast = .standard) throws -> [Int] {
        let view = Color(name, bundle: bundle).frame(width: 2, height: 2).environment(\._colorSchemeContrast, contrast)
        return try Rendered(view, colorScheme: scheme)[x: 0, y: 0]
    }

    func close(_ a: [Int], _ b: [Int]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }

    @Test func componentsAsFloatsIntegersAndHex() throws {
        let (bundle, root) = try bundle([
            "Floats": single(#"{"color-space" : "srgb", "components" : {"alpha" : "1.000", "blue" : "0.671", "green" : "0.592", "red" : "0.161"}}"#),
            "Integers": single(#"{"color-space" : "srgb", "components" : {"alpha" : "1.000", "blue" : "171", "green" : "151", "red" : "41"}}"#),
            "Hex": single(#"{"color-space" : "srgb", "components" : {"alpha" : "0.500", "blue" : "0xAB", "green" : "0x97", "red" : "0x29"}}"#),
            "Numbers": single(#"{"color-space" : "srgb", "components" : {"alpha" : 1, "blue" : 171, "green" : 151, "red" : 41}}"#),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try pixel("Floats", in: bundle) == [41, 151, 171, 255])
        #expect(try pixel("Integers", in: bundle) == [41, 151, 171, 255])
        // Half opacity: the straight-alpha read-back of premultiplied pixels may be off by one.
        #expect(close(try pixel("Hex", in: bundle), [41, 151, 171, 128]))
        #expect(try pixel("Numbers", in: bundle) == [41, 151, 171, 255])
    }

    @Test func colourSpacesConvertToSRGB() throws {
        let (bundle, root) = try bundle([
            "P3": single(#"{"color-space" : "display-p3", "components" : {"alpha" : "1.000", "blue" : "0.400", "green" : "0.600", "red" : "0.200"}}"#),
            "Extended": single(#"{"color-space" : "extended-srgb", "components" : {"alpha" : "1.000", "blue" : "0.500", "green" : "-0.100", "red" : "1.200"}}"#),
            "Linear": single(#"{"color-space" : "extended-linear-srgb", "components" : {"alpha" : "1.000", "blue" : "0.200", "green" : "0.200", "red" : "0.200"}}"#),
            "Grey": single(#"{"color-space" : "gray-gamma-22", "components" : {"alpha" : "1.000", "white" : "0.250"}}"#),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // P3 (0.2, 0.6, 0.4) is (0, 155.6, 97.3) in sRGB; read as sRGB it would be (51, 153, 102).
        #expect(close(try pixel("P3", in: bundle), [0, 156, 97, 255]))
        // Extended values beyond 0…1 clamp in an sRGB context.
        #expect(close(try pixel("Extended", in: bundle), [255, 0, 128, 255]))
        // Linear 0.2 is sRGB 0.4845.
        #expect(close(try pixel("Linear", in: bundle), [124, 124, 124, 255]))
        // Gamma 2.2 grey 0.25 is sRGB 0.241 (61), not 0.25 (64).
        #expect(close(try pixel("Grey", in: bundle), [61, 61, 61, 255]))
    }

    @Test func systemColourReferencesFollowTheScheme() throws {
        let background = """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : { "alpha" : "1.000", "blue" : "0.886", "green" : "0.949", "red" : "0.996" }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "platform" : "ios", "reference" : "systemBackgroundColor" },
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """
        let (bundle, root) = try bundle([
            "Card": background,
            "Ink": single(#"{"platform" : "ios", "reference" : "labelColor"}"#),
            "Action": single(#"{"platform" : "ios", "reference" : "systemBlueColor"}"#),
            "Grouped": single(#"{"platform" : "ios", "reference" : "secondarySystemGroupedBackgroundColor"}"#),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try pixel("Card", in: bundle) == [254, 242, 226, 255])
        #expect(try pixel("Card", in: bundle, scheme: .dark) == [0, 0, 0, 255])
        #expect(try pixel("Ink", in: bundle) == [0, 0, 0, 255])
        #expect(try pixel("Ink", in: bundle, scheme: .dark) == [255, 255, 255, 255])
        #expect(try pixel("Action", in: bundle) == [0, 122, 255, 255])
        #expect(try pixel("Action", in: bundle, scheme: .dark) == [10, 132, 255, 255])
        #expect(try pixel("Grouped", in: bundle, scheme: .dark) == [28, 28, 30, 255])
        // The same values as the UIColor spellings.
        let uiColor = try Rendered(Color(.secondarySystemGroupedBackground).frame(width: 2, height: 2), colorScheme: .dark)[x: 0, y: 0]
        #expect(try pixel("Grouped", in: bundle, scheme: .dark) == uiColor)
    }

    @Test func highContrastAppearancesAtIncreasedContrast() throws {
        func entry(_ appearances: String, _ red: String) -> String {
            """
                {
                  "appearances" : [ \(appearances) ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "\(red)" } },
                  "idiom" : "universal"
                }
            """
        }
        let json = """
            {
              "colors" : [
                {
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "10" } },
                  "idiom" : "universal"
                },
            \(entry(#"{ "appearance" : "contrast", "value" : "high" }"#, "20")),
            \(entry(#"{ "appearance" : "luminosity", "value" : "dark" }"#, "30")),
            \(entry(#"{ "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "contrast", "value" : "high" }"#, "40"))
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """
        let (bundle, root) = try bundle(["Tinted": json])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try pixel("Tinted", in: bundle)[0] == 10)
        #expect(try pixel("Tinted", in: bundle, contrast: .increased)[0] == 20)
        #expect(try pixel("Tinted", in: bundle, scheme: .dark)[0] == 30)
        #expect(try pixel("Tinted", in: bundle, scheme: .dark, contrast: .increased)[0] == 40)
    }

    @Test func iPhoneEntriesWinAndOtherIdiomsAreSkipped() throws {
        let json = """
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0", "green" : "0", "red" : "1" } }, "idiom" : "universal" },
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0", "green" : "0", "red" : "2" } }, "idiom" : "iphone" },
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0", "green" : "0", "red" : "3" } }, "idiom" : "ipad" },
                { "color" : { "platform" : "osx", "reference" : "controlAccentColor" }, "idiom" : "mac" }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """
        let (bundle, root) = try bundle(["Phone": json])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try pixel("Phone", in: bundle)[0] == 2)
    }

    /// Renders `name` expecting an error and returns its message.
    func failure(_ name: String, in bundle: Bundle) -> String {
        do {
            _ = try ImageRenderer(content: Color(name, bundle: bundle).frame(width: 2, height: 2)).render()
            return ""
        } catch {
            return String(describing: error)
        }
    }

    @Test func unknownFormsAreErrorsNamingTheFileAndTheKey() throws {
        let (bundle, root) = try bundle([
            "Space": single(#"{"color-space" : "cmyk", "components" : {"alpha" : "1.000", "cyan" : "1.000"}}"#),
            "Reference": single(#"{"platform" : "ios", "reference" : "systemTurquoiseColor"}"#),
            "Platform": single(#"{"platform" : "osx", "reference" : "controlAccentColor"}"#),
            "Component": single(#"{"color-space" : "srgb", "components" : {"alpha" : "1.000", "blue" : "0.5", "green" : "half", "red" : "0.5"}}"#),
            "Missing": single(#"{"color-space" : "srgb", "components" : {"alpha" : "1.000", "blue" : "0.5", "red" : "0.5"}}"#),
            "Appearance":
                #"{"colors" : [{"appearances" : [{"appearance" : "luminosity", "value" : "dim"}], "color" : {"platform" : "ios", "reference" : "labelColor"}, "idiom" : "universal"}]}"#,
            "NotJSON": "colors = red",
            "NoColor": #"{"colors" : [{"idiom" : "universal"}]}"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let expectations: [(String, String)] = [
            ("Space", "colors[0].color.color-space: unknown colour space \"cmyk\""),
            ("Reference", "colors[0].color.reference: unknown iOS system colour \"systemTurquoiseColor\""),
            ("Platform", "colors[0].color.platform"),
            ("Component", "colors[0].color.components.green: half is not a number"),
            ("Missing", "colors[0].color.components.green: the component is missing"),
            ("Appearance", "colors[0].appearances[0].value: unknown luminosity \"dim\""),
            ("NotJSON", "it is not a JSON object"),
            ("NoColor", "colors[0].color: the entry has no \"color\""),
        ]
        for (name, key) in expectations {
            let message = failure(name, in: bundle)
            #expect(message.contains("\(name).colorset/Contents.json"), "\(name): \(message)")
            #expect(message.contains(key), "\(name): \(message)")
        }
    }
}
