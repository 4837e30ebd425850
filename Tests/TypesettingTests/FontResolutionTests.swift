import DarkroomFonts
import Foundation
import Testing
@testable import Typesetting

@Suite struct FontResolutionTests {
    func fileName(_ font: FontDescriptor, engine: TypesettingEngine = TypesettingEngine()) throws -> String {
        let files = try engine.fontFiles(for: font)
        return try #require(files.first).name
    }

    @Test func textStylesUseIOSDefaultSizes() {
        let sizes: [(FontDescriptor, Double)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
            (.body, 17), (.callout, 16), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ]
        for (font, size) in sizes { #expect(font.size == size) }
        #expect(FontDescriptor.headline.weight == .semibold)
        #expect(FontDescriptor.body.weight == .regular)
    }

    @Test func weightsAndStylesMapOntoInterAndDejaVuFiles() throws {
        // The default design is Inter's variable font at SwiftUI's weight and an optical size that follows
        // the point size as SF Pro's does (28 at 17 pt and below, 32 from 28 pt, interpolated between).
        #expect(try fileName(.body) == "InterVariable.ttf wght=400 opsz=28")
        #expect(try fileName(.headline) == "InterVariable.ttf wght=600 opsz=28")
        #expect(try fileName(.body.weight(.medium)) == "InterVariable.ttf wght=500 opsz=28")
        #expect(try fileName(.body.weight(.ultraLight)) == "InterVariable.ttf wght=100 opsz=28")
        #expect(try fileName(.body.weight(.thin)) == "InterVariable.ttf wght=200 opsz=28")
        #expect(try fileName(.body.weight(.light)) == "InterVariable.ttf wght=300 opsz=28")
        #expect(try fileName(.body.bold()) == "InterVariable.ttf wght=700 opsz=28")
        #expect(try fileName(.body.weight(.heavy)) == "InterVariable.ttf wght=800 opsz=28")
        #expect(try fileName(.body.weight(.black)) == "InterVariable.ttf wght=900 opsz=28")
        #expect(try fileName(.body.italic()) == "InterVariable-Italic.ttf wght=400 opsz=28")
        #expect(try fileName(.body.bold().italic()) == "InterVariable-Italic.ttf wght=700 opsz=28")
        #expect(try fileName(.system(size: 19.5)) == "InterVariable.ttf wght=400 opsz=28.9")
        #expect(try fileName(.title3) == "InterVariable.ttf wght=400 opsz=29.1")
        #expect(try fileName(.largeTitle.bold()) == "InterVariable.ttf wght=700 opsz=32")
        #expect(try fileName(.system(size: 20, weight: .semibold).italic()) == "InterVariable-Italic.ttf wght=600 opsz=29.1")
        #expect(try fileName(.system(size: 17, design: .rounded)) == "Manjari-Regular.otf")
        #expect(try fileName(.system(size: 12, design: .serif)) == "DejaVuSerif.ttf")
        #expect(try fileName(.system(size: 12, weight: .bold, design: .monospaced)) == "DejaVuSansMono-Bold.ttf")
        #expect(try fileName(.body.width(.condensed)) == "DejaVuSansCondensed.ttf")
        #expect(try fileName(.body.monospaced()) == "DejaVuSansMono.ttf")
        #expect(try fileName(.headline.design(.serif)) == "DejaVuSerif-Bold.ttf")
    }

    @Test func roundedDesignIsManjariInEveryWeight() throws {
        // SF Pro Rounded's stand-in has Thin, Regular and Bold; SwiftUI's nine weights take the nearest.
        let expected: [(FontWeight, String)] = [
            (.ultraLight, "Manjari-Thin.otf"), (.thin, "Manjari-Thin.otf"), (.light, "Manjari-Regular.otf"),
            (.regular, "Manjari-Regular.otf"), (.medium, "Manjari-Regular.otf"), (.semibold, "Manjari-Bold.otf"),
            (.bold, "Manjari-Bold.otf"), (.heavy, "Manjari-Bold.otf"), (.black, "Manjari-Bold.otf"),
        ]
        for (weight, file) in expected {
            #expect(try fileName(.system(size: 17, weight: weight, design: .rounded)) == file, "\(weight)")
        }
        // One cut at every size (SF Pro Rounded has no Text/Display pair), the text styles included.
        #expect(try fileName(.system(size: 34, design: .rounded)) == "Manjari-Regular.otf")
        #expect(try fileName(.largeTitle.design(.rounded).bold()) == "Manjari-Bold.otf")
        #expect(try fileName(.headline.design(.rounded)) == "Manjari-Bold.otf")
        // No italic face (SF Pro Rounded has none either): the upright face, slanted.
        #expect(try fileName(.body.design(.rounded).italic()) == "Manjari-Regular.otf")
        // Condensed widths stay DejaVu Sans Condensed, as for the default design.
        #expect(try fileName(.body.design(.rounded).width(.condensed)) == "DejaVuSansCondensed.ttf")
        // Characters Manjari lacks fall back to DejaVu Sans.
        let names = try TypesettingEngine().fontFiles(for: .body.design(.rounded)).map { $0.name }
        #expect(
            names == [
                "Manjari-Regular.otf", "DejaVuSans.ttf", "DejaVuSerif.ttf", "DejaVuMathTeXGyre.ttf", "NotoColorEmoji.ttf",
                "NotoSansCJKjp-Subset-Regular.otf", "NotoSansThai-Regular.ttf", "NotoSansDevanagari-Regular.ttf",
            ]
        )
    }

    @Test func roundedWidthsAreManjarisWithSFTracking() throws {
        let engine = TypesettingEngine()
        func width(_ font: FontDescriptor) throws -> Double {
            Double(try engine.layout(AttributedText("Settings", font: font)).size.width)
        }
        let rounded = try width(.system(size: 17, design: .rounded))
        let plain = try width(.body)
        // Manjari Regular's advances (2048 units per em) for S e t t i n g s: 1323 1162 767 767 436 1087
        // 1201 1167 = 7910 units = 65.66 pt at 17 pt, plus SF Pro's 17-pt tracking (-26/1000 em) after
        // each of the 8 characters: 65.66 - 3.54 = 62.12 pt (no kerning pair in the word).
        #expect(abs(rounded - 62.12) < 0.05, "\(rounded)")
        // Inter Text at 17 pt is 0.7 pt wider here; Inter Display, from 20 pt, is much narrower.
        #expect(abs(rounded - plain) > 0.5, "rounded \(rounded), default \(plain)")
        let roundedTitle = try width(.title.design(.rounded)), title = try width(.title)
        #expect(roundedTitle - title > 4, "rounded \(roundedTitle), default \(title)")
        // monospacedDigit() turns on Manjari's tabular figures: every digit as wide as the others.
        let ones = Double(try engine.layout(AttributedText("1111", font: .body.design(.rounded).monospacedDigit())).size.width)
        let eights = Double(try engine.layout(AttributedText("8888", font: .body.design(.rounded).monospacedDigit())).size.width)
        #expect(ones == eights)
        #expect(try width(.body.design(.rounded).monospacedDigit()) > 0)
        // The Thin and Bold faces have widths of their own.
        #expect(try width(.system(size: 17, weight: .bold, design: .rounded)) != rounded)
        #expect(try width(.system(size: 17, weight: .ultraLight, design: .rounded)) != rounded)
    }

    @Test func roundedLinesHaveTheDefaultDesignsHeight() throws {
        // SF Pro Rounded shares SF Pro's vertical metrics; Manjari's own (1.10 em, Bold deeper than
        // Regular) would move baselines when an app switches a label to `.rounded`.
        let engine = TypesettingEngine()
        for font in [FontDescriptor.body, .body.bold(), .largeTitle, .caption.weight(.ultraLight)] {
            let plain = try engine.layout(AttributedText("Hello\nworld", font: font))
            let rounded = try engine.layout(AttributedText("Hello\nworld", font: font.design(.rounded)))
            #expect(rounded.size.height == plain.size.height, "\(font)")
            #expect(rounded.firstBaseline == plain.firstBaseline, "\(font)")
            #expect(try engine.lineMetrics(for: font.design(.rounded)) == engine.lineMetrics(for: font), "\(font)")
        }
    }

    @Test func fallbackChainOrder() throws {
        let names = try TypesettingEngine().fontFiles(for: .body).map { $0.name }
        #expect(
            names == [
                "InterVariable.ttf wght=400 opsz=28", "DejaVuSans.ttf", "DejaVuSerif.ttf", "DejaVuMathTeXGyre.ttf", "NotoColorEmoji.ttf",
                "NotoSansCJKjp-Subset-Regular.otf", "NotoSansThai-Regular.ttf", "NotoSansDevanagari-Regular.ttf",
            ]
        )
        let bold = try TypesettingEngine().fontFiles(for: .body.bold()).map { $0.name }
        #expect(
            bold == [
                "InterVariable.ttf wght=700 opsz=28", "DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "DejaVuSerif.ttf",
                "DejaVuMathTeXGyre.ttf", "NotoColorEmoji.ttf", "NotoSansCJKjp-Subset-Bold.otf", "NotoSansThai-Bold.ttf",
                "NotoSansDevanagari-Bold.ttf",
            ])
    }

    @Test func customNamesResolveThroughTheRegistry() throws {
        let registry = FontRegistry(environment: [:])
        let engine = TypesettingEngine(registry: registry)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("MyFont.ttf").path
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: BundledFonts.directory + "/DejaVuSansMono.ttf", toPath: copy)
        let faces = try registry.registerFont(at: copy)
        #expect(faces.map(\.familyName) == ["DejaVu Sans Mono"])
        #expect(faces.map(\.postScriptName) == ["DejaVuSansMono"])
        // Registered files win over built-in ones of the same name.
        #expect(try engine.fontFiles(for: .custom("DejaVu Sans Mono", size: 12)).first?.path == copy)
        #expect(try engine.fontFiles(for: .custom("dejavusansmono", size: 12)).first?.path == copy)
        // Bold of the family is the built-in bold file.
        #expect(try fileName(.custom("DejaVu Sans Mono", size: 12).bold(), engine: engine) == "DejaVuSansMono-Bold.ttf")
        // Built-in faces resolve by PostScript name too.
        #expect(try fileName(.custom("DejaVuSerif-Bold", size: 12), engine: engine) == "DejaVuSerif-Bold.ttf")
        #expect(try fileName(.custom("DejaVu Serif", size: 12).italic(), engine: engine) == "DejaVuSerif-Italic.ttf")
        // Inter, the system font's face, is a built-in family of its own (Text and Display cuts).
        #expect(try fileName(.custom("Inter", size: 12).weight(.semibold), engine: engine) == "InterVariable.ttf wght=600 opsz=28")
        #expect(try fileName(.custom("Inter Display", size: 40).italic(), engine: engine) == "InterVariable-Italic.ttf wght=400 opsz=32")
    }

    @Test func unknownCustomNameDrawsTheSystemFontAndSaysSo() throws {
        // As on iOS, an unknown `Font.custom` name is not an error: the system font draws it, and the layout
        // carries a diagnostic naming the font and how to register it.
        let engine = TypesettingEngine(registry: FontRegistry(environment: [:]))
        let unknown = try engine.layout(AttributedText("Hello", font: .custom("Brand Sans", size: 17)))
        let system = try engine.layout(AttributedText("Hello", font: .system(size: 17)))
        #expect(unknown.size == system.size)
        #expect(
            unknown.fontSubstitutions.contains {
                $0.contains("\"Brand Sans\"") && $0.contains("system font") && $0.contains("registerFont")
            }, "\(unknown.fontSubstitutions)")
        #expect(system.fontSubstitutions.isEmpty)
        // The error itself still names the font and the known families.
        let error = FontError.unknownFontName("Helvetica Neue", available: ["DejaVu Sans"])
        #expect(error.description.contains("Helvetica Neue") && error.description.contains("DejaVu Sans"))
    }

    @Test func missingFilePathNamesIt() throws {
        let registry = FontRegistry(environment: [:])
        #expect(throws: FontError.missingFontFile(path: "/no/such/Font.ttf")) {
            try registry.registerFont(at: "/no/such/Font.ttf")
        }
        #expect(FontError.missingFontFile(path: "/no/such/Font.ttf").description.contains("/no/such/Font.ttf"))
    }

    @Test func notAFontFileIsRejected() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(getpid()).ttf").path
        try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            try FontRegistry(environment: [:]).registerFont(at: path)
        } throws: { error in
            guard case .invalidFontFile(let failing, _) = error as? FontError else { return false }
            return failing == path
        }
    }

    @Test func fontDirectoriesFromTheEnvironmentAreRegistered() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-fontpath-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("AppSerif.ttf").path
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: BundledFonts.directory + "/DejaVuSerif-Bold.ttf", toPath: copy)
        let registry = FontRegistry(environment: ["DARKROOM_FONT_PATH": directory.path])
        #expect(registry.registeredFonts.map(\.path) == [copy])
        let engine = TypesettingEngine(registry: registry)
        #expect(try engine.fontFiles(for: .custom("DejaVuSerif-Bold", size: 12)).first?.path == copy)
        // Built-in faces still come from the bundle.
        #expect(try engine.fontFiles(for: .body).first?.path == BundledFonts.directory + "/InterVariable.ttf")
    }
}
