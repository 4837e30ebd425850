import Foundation
import Testing
@testable import Typesetting

/// `Font.custom` with iOS's own family names draws bundled faces with the same advance widths.
@Suite struct IOSFontFamiliesTests {
    let engine = TypesettingEngine(registry: FontRegistry(environment: [:]))

    func file(_ font: FontDescriptor) throws -> String {
        try #require(engine.fontFiles(for: font).first).name
    }

    func width(_ string: String, _ font: FontDescriptor) throws -> Double {
        try engine.measure(AttributedText(string, font: font)).width
    }

    @Test func familiesAndPostScriptNamesMapOntoTheirStandIns() throws {
        #expect(try file(.custom("Arial", size: 17)) == "LiberationSans-Regular.ttf")
        #expect(try file(.custom("Helvetica", size: 17).bold()) == "LiberationSans-Bold.ttf")
        #expect(try file(.custom("Helvetica Neue", size: 17)) == "LiberationSans-Regular.ttf")
        #expect(try file(.custom("HelveticaNeue-Bold", size: 17)) == "LiberationSans-Bold.ttf")
        #expect(try file(.custom("Times New Roman", size: 17)) == "LiberationSerif-Regular.ttf")
        #expect(try file(.custom("TimesNewRomanPS-BoldMT", size: 17)) == "LiberationSerif-Bold.ttf")
        #expect(try file(.custom("Courier New", size: 17)) == "LiberationMono-Regular.ttf")
        #expect(try file(.custom("Menlo", size: 17)) == "DejaVuSansMono.ttf")
        #expect(try file(.custom("Menlo-Bold", size: 17)) == "DejaVuSansMono-Bold.ttf")
    }

    @Test func standInsHaveTheIOSFamiliesAdvanceWidths() throws {
        // Helvetica's (and Arial's) advances in Adobe's core-font metrics: H 722, e 556, l 222, o 556 per 1000 em.
        let hello = (722 + 556 + 222 + 222 + 556) / 1000.0
        #expect(abs(try width("Hello", .custom("Helvetica", size: 20)) - hello * 20) < 0.05)
        #expect(abs(try width("Hello", .custom("Arial", size: 20)) - hello * 20) < 0.05)
        // Courier New: every character 0.6 em; Menlo: 0.602 em.
        #expect(abs(try width("0123456789", .custom("Courier New", size: 10)) - 60) < 0.05)
        #expect(abs(try width("0123456789", .custom("Menlo", size: 10)) - 10 * 10 * 1233 / 2048) < 0.05)
        // Times Roman: H 722, e 444, l 278, o 500.
        let times = (722 + 444 + 278 + 278 + 500) / 1000.0
        #expect(abs(try width("Hello", .custom("Times New Roman", size: 20)) - times * 20) < 0.05)
    }

    @Test func italicsOfStandInsAreSlantedFromTheUprightFile() throws {
        let italic = FontDescriptor.custom("Arial", size: 17).italic()
        #expect(try file(italic) == "LiberationSans-Regular.ttf")
        #expect(try width("Hello", italic) == width("Hello", .custom("Arial", size: 17)))
    }

    @Test func familiesWithoutAStandInDrawTheSystemFontAndSaySo() throws {
        for name in ["Georgia", "Futura", "Avenir Next", "AvenirNext-Bold", "Gill Sans", "Palatino"] {
            let layout = try engine.layout(AttributedText("Hello", font: .custom(name, size: 17)))
            let system = try engine.layout(AttributedText("Hello", font: .system(size: 17)))
            #expect(layout.size == system.size)
            #expect(
                layout.fontSubstitutions.contains {
                    $0.contains("\"\(name)\"") && $0.contains("iOS font") && $0.contains("system font")
                }, "\(name): \(layout.fontSubstitutions)")
        }
    }

    @Test func registeredFontsResolveBesideTheStandIns() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-iosfamily-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A registered file is found by its family name, and the iOS names keep their stand-ins beside it.
        let registry = FontRegistry(environment: [:])
        let copy = directory.appendingPathComponent("Serif.ttf").path
        try FileManager.default.copyItem(atPath: registry.bundledFontDirectory + "/DejaVuSerif.ttf", toPath: copy)
        try registry.registerFont(at: copy)
        let engine = TypesettingEngine(registry: registry)
        #expect(try engine.fontFiles(for: .custom("DejaVu Serif", size: 12)).first?.path == copy)
        #expect(try engine.fontFiles(for: .custom("Arial", size: 12)).first?.name == "LiberationSans-Regular.ttf")
    }
}
