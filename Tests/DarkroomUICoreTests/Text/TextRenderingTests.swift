import DarkroomFonts
import DarkroomUI
import Foundation
import Testing
import Typesetting

/// Pixel statistics of a bitmap.
struct PixelCensus {
    var inked = 0
    var coloured = 0
    var darkest: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)

    init(_ bitmap: Bitmap) {
        let p = bitmap.pixels
        var i = 0
        while i + 3 < p.count {
            let (r, g, b, a) = (p[i], p[i + 1], p[i + 2], p[i + 3])
            if a > 0 { inked += 1 }
            if a > darkest.a { darkest = (r, g, b, a) }
            if a > 128, max(r, g, b) - min(r, g, b) > 60 { coloured += 1 }
            i += 4
        }
    }
}

@MainActor @Suite struct TextRenderingTests {
    func render<V: View>(_ view: V, scale: CGFloat = 2) throws -> Bitmap {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try renderer.render()
    }

    @Test func defaultColourIsPrimaryBlack() throws {
        let census = PixelCensus(try render(Text("Hello")))
        #expect(census.inked > 50)
        #expect(census.darkest == (0, 0, 0, 255))
    }

    @Test func foregroundColourReachesThePixels() throws {
        let viaView = PixelCensus(try render(Text("Hello").foregroundColor(.red)))
        let viaText = PixelCensus(try render(VStack { Text("Hello") }.foregroundStyle(Color.red)))
        for census in [viaView, viaText] {
            #expect(census.darkest.a == 255)
            #expect(census.darkest.r > 200 && census.darkest.g < 80 && census.darkest.b < 80)
        }
        // A concatenation keeps each part's colour.
        let mixed = try render(Text("AAAA").foregroundColor(.red) + Text("AAAA").foregroundColor(.blue))
        let half = mixed.width / 2
        var leftRed = 0, rightBlue = 0
        for y in 0..<mixed.height {
            for x in 0..<mixed.width {
                let i = (y * mixed.width + x) * 4
                guard mixed.pixels[i + 3] == 255 else { continue }
                if x < half, mixed.pixels[i] > 200, mixed.pixels[i + 2] < 80 { leftRed += 1 }
                if x >= half, mixed.pixels[i + 2] > 200, mixed.pixels[i] < 80 { rightBlue += 1 }
            }
        }
        #expect(leftRed > 20 && rightBlue > 20)
    }

    @Test func formattedTextKeepsItsForegroundStyle() throws {
        // `Text(value, format:)` styled as a whole: its colour reaches the pixels as for a literal.
        for view in [
            Text(1_024, format: .number).foregroundStyle(Color.red),
            Text(1_024, format: .number).foregroundColor(.red),
            Text(Date(timeIntervalSinceReferenceDate: 0), style: .date).foregroundStyle(Color.red),
        ] {
            let census = PixelCensus(try render(view))
            #expect(census.darkest.a == 255)
            #expect(census.darkest.r > 200 && census.darkest.g < 80 && census.darkest.b < 80)
        }
        let inList = PixelCensus(try render(HStack { Text(7, format: .number).foregroundStyle(.red) }.frame(width: 60, height: 30)))
        #expect(inList.coloured > 20)
    }

    @Test func darkSchemePrimaryIsWhite() throws {
        let census = PixelCensus(try render(Text("Hello").environment(\.colorScheme, .dark)))
        #expect(census.darkest == (255, 255, 255, 255))
    }

    @Test func emojiRenderInColour() throws {
        let census = PixelCensus(try render(Text("😀⤵️"), scale: 3))
        #expect(census.coloured > 100)
    }

    @Test func renderingIsByteIdenticalAcrossRunsAndScalesMatchTheLayout() throws {
        let view = VStack {
            Text("The punchline often arrives before the set-up.").bold()
            Text("⤵️")
            Text("Do you know the problem with UDP jokes?").underline().italic()
        }
        .multilineTextAlignment(.center)
        .frame(width: 262)
        for scale in [1, 2, 3] as [CGFloat] {
            let first = try render(view, scale: scale)
            TypesettingEngine.shared.clearCaches()
            let second = try render(view, scale: scale)
            #expect(first == second, "scale \(scale)")
            let size = try typeset(view).size
            #expect(first.width == Int((size.width * scale).rounded(.up)))
            #expect(first.height == Int((size.height * scale - 1e-6).rounded(.up)))
        }
    }

    @Test func drawnLinesAreTheMeasuredLines() throws {
        // The display list carries the layout that sized the view: same lines at every scale.
        let view = Text("The punchline often arrives before the set-up.").frame(width: 150)
        var counts: [Int] = []
        for scale in [1, 2, 3] as [CGFloat] {
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            let list = try renderer.displayList()
            for case .text(let text) in list.items { counts.append(text.layout?.lines.count ?? 0) }
        }
        let measured = try #require(lineCount(textNodes(try typeset(view))[0]))
        #expect(counts == [measured, measured, measured])
    }

    @Test func weightsAndDesignsResolveToTheRightFaces() throws {
        func files<V: View>(_ view: V) throws -> [String] {
            try ImageRenderer(content: view).fontFiles.map { $0.name }
        }
        #expect(try files(Text("Hi")) == ["InterVariable.ttf wght=400 opsz=28"])
        #expect(try files(Text("Hi").bold()) == ["InterVariable.ttf wght=700 opsz=28"])
        #expect(try files(Text("Hi").fontWeight(.semibold)) == ["InterVariable.ttf wght=600 opsz=28"])
        #expect(try files(Text("Hi").fontWeight(.medium)) == ["InterVariable.ttf wght=500 opsz=28"])
        #expect(try files(Text("Hi").italic()) == ["InterVariable-Italic.ttf wght=400 opsz=28"])
        #expect(try files(Text("Hi").bold().italic()) == ["InterVariable-Italic.ttf wght=700 opsz=28"])
        #expect(try files(Text("Hi").font(.headline)) == ["InterVariable.ttf wght=600 opsz=28"])
        #expect(try files(Text("Hi").font(.largeTitle)) == ["InterVariable.ttf wght=400 opsz=32"])
        #expect(try files(Text("Hi").font(.system(size: 34, weight: .heavy))) == ["InterVariable.ttf wght=800 opsz=32"])
        // Rounded: Manjari's glyphs on the lines of the default design's Inter face (listed: it sets the line height).
        #expect(try files(Text("Hi").fontDesign(.rounded)) == ["InterVariable.ttf wght=400 opsz=28", "Manjari-Regular.otf"])
        #expect(try files(Text("Hi").font(.system(.title, design: .rounded))) == ["InterVariable.ttf wght=400 opsz=32", "Manjari-Regular.otf"])
        #expect(try files(Text("Hi").font(.system(size: 28, weight: .heavy, design: .rounded))) == ["InterVariable.ttf wght=800 opsz=32", "Manjari-Bold.otf"])
        #expect(try files(VStack { Text("Hi") }.fontDesign(.rounded).fontWeight(.ultraLight)) == ["InterVariable.ttf wght=100 opsz=28", "Manjari-Thin.otf"])
        #expect(try files(Text("Hi").font(.system(size: 20, design: .serif))) == ["DejaVuSerif.ttf"])
        #expect(try files(Text("Hi").font(.system(.body, design: .monospaced))) == ["DejaVuSansMono.ttf"])
        #expect(try files(VStack { Text("Hi") }.bold()) == ["InterVariable.ttf wght=700 opsz=28"])
        #expect(try files(Text("Hi").font(.body.weight(.light))).count == 1)
        #expect(try files(Text("Hi").fontDesign(.serif)) == ["DejaVuSerif.ttf"])
        #expect(try files(VStack { Text("Hi") }.fontDesign(.serif).bold()) == ["DejaVuSerif-Bold.ttf"])
        #expect(try files(Text("Hi").monospaced()) == ["DejaVuSansMono.ttf"])
        #expect(try files(Text("Hi").fontWidth(.condensed)) == ["DejaVuSansCondensed.ttf"])
        #expect(try files(Text("Hi").font(.body.width(.condensed).bold())) == ["DejaVuSansCondensed-Bold.ttf"])
    }

    @Test func renderResultReportsFontFilesWithHashes() throws {
        let result = try ImageRenderer(content: Text("Hi 😀")).renderResult()
        let names = result.fontFiles.map { $0.name }
        #expect(names.contains("InterVariable.ttf wght=400 opsz=28"))
        #expect(names.contains("NotoColorEmoji.ttf"))
        #expect(result.fontFiles.allSatisfy { $0.contentHash != 0 && $0.byteCount > 0 })
    }

    @Test func decorationsAreDrawn() throws {
        let plain = PixelCensus(try render(Text("Hello")))
        let underlined = PixelCensus(try render(Text("Hello").underline()))
        let struck = PixelCensus(try render(Text("Hello").strikethrough(color: .red)))
        #expect(underlined.inked > plain.inked)
        #expect(struck.coloured > 0)
    }

    @Test func textInsideAClipIsClipped() throws {
        let full = PixelCensus(try render(Text("Hello").frame(width: 100, height: 30)))
        let clipped = PixelCensus(try render(Text("Hello").frame(width: 20, height: 30).clipShape(Rectangle()).frame(width: 100, height: 30)))
        #expect(clipped.inked < full.inked)
        #expect(clipped.inked > 0)
    }
}

@MainActor @Suite struct TextErrorTests {
    @Test func unknownCustomFontDrawsTheSystemFontNamingIt() throws {
        // As on iOS (issue 24 §3): the system font draws the text, and a diagnostic names the font.
        let view = VStack {
            Text("Hi").font(.custom("No Such Font", size: 12))
            Color.red.frame(width: 10, height: 10)
        }
        let system = VStack {
            Text("Hi").font(.system(size: 12))
            Color.red.frame(width: 10, height: 10)
        }
        #expect(try ImageRenderer(content: view).render() == ImageRenderer(content: system).render())
        #expect(try typeset(view).diagnostics.contains { $0.contains("No Such Font") })
    }

    @Test func missingCharactersAreReported() throws {
        let layout = try typeset(Text("a\u{10FFFD}b"))
        #expect(layout.diagnostics.contains { $0.contains("no font has the characters") })
    }

    @Test func aMissingBundledFontFailsTheRenderNamingTheFile() throws {
        // A resource bundle without Manjari: the rounded design is an error naming the file and its pinned SHA-256,
        // never another face drawn instead.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-nomanjari-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in BundledFonts.sha256.keys where name != "Manjari-Regular.otf" {
            try? FileManager.default.createSymbolicLink(atPath: directory + "/" + name, withDestinationPath: BundledFonts.directory + "/" + name)
        }
        let engine = TypesettingEngine(registry: FontRegistry(bundledFontDirectory: directory, environment: [:]))
        let view = Text("Rounded").fontDesign(.rounded)
            .environment(\.textMeasurer, TypesettingTextMeasurer(engine: engine))
        let sum = try #require(BundledFonts.sha256["Manjari-Regular.otf"])
        #expect {
            try ImageRenderer(content: view).renderResult()
        } throws: { error in
            "\(error)".contains(directory + "/Manjari-Regular.otf") && "\(error)".contains(sum)
        }
        // With the bundle's own files it draws in Manjari and says nothing.
        let bundled = try ImageRenderer(content: Text("Rounded").fontDesign(.rounded)).renderResult()
        #expect(bundled.diagnostics.isEmpty)
        #expect(bundled.fontFiles.map { $0.name }.contains("Manjari-Regular.otf"))
    }
}

@MainActor @Suite struct TextCompositingTests {
    @Test func opacityAndOffsetApplyToText() throws {
        let half = PixelCensus(try ImageRenderer(content: Text("Hello").opacity(0.5)).render())
        #expect(half.darkest.a >= 126 && half.darkest.a <= 129)
        // An offset moves the glyphs (not the layout): the inked columns shift by the offset.
        func firstInkedColumn(_ bitmap: Bitmap) -> Int? {
            for x in 0..<bitmap.width {
                for y in 0..<bitmap.height where bitmap.pixels[(y * bitmap.width + x) * 4 + 3] > 0 { return x }
            }
            return nil
        }
        let plain = try ImageRenderer(content: Text("Hello").frame(width: 80, alignment: .leading)).render()
        let moved = try ImageRenderer(content: Text("Hello").offset(x: 10).frame(width: 80, alignment: .leading)).render()
        let a = try #require(firstInkedColumn(plain)), b = try #require(firstInkedColumn(moved))
        #expect(b - a == 10)
    }
}
