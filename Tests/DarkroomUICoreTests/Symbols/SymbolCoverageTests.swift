import DarkroomFonts
import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// SF Symbol coverage: every ranked name of docs/SYMBOLS.md draws artwork, composites are built as SF Symbols
/// draws them, and drawings are deterministic.
@Suite @MainActor struct SymbolCoverageTests {
    static let materialFont = BundledFonts.directory + "/MaterialIcons-Regular.ttf"
    static let fontAwesomeFont = BundledFonts.directory + "/fontawesome-webfont.ttf"

    /// The icon fonts bundled with Darkroom (Sources/DarkroomFonts/Fonts).
    func requireFonts() throws {
        for path in [Self.materialFont, Self.fontAwesomeFont] {
            try #require(FileManager.default.fileExists(atPath: path), "\(path) is missing from the DarkroomFonts bundle")
        }
    }

    /// The number of pixels with any coverage.
    func inked(_ image: Rendered) -> Int {
        stride(from: 3, to: image.bitmap.pixels.count, by: 4).filter { image.bitmap.pixels[$0] > 0 }.count
    }

    @Test func everyRankedNameDrawsArtworkNotThePlaceholder() throws {
        try requireFonts()
        #expect(rankedSymbolNames.count >= 500)
        #expect(Set(rankedSymbolNames).count == rankedSymbolNames.count)
        var placeholders: [String] = []
        var blank: [String] = []
        for name in rankedSymbolNames {
            let view = Image(systemName: name)
            let layout = try ImageRenderer(content: view).layout()
            if layout.diagnostics.contains(where: { $0.contains("placeholder") }) { placeholders.append(name) }
            // A drawn glyph covers a fair part of its 20 × 20 box.
            if inked(try Rendered(view)) < 12 { blank.append(name) }
        }
        #expect(placeholders.isEmpty, "drawn as placeholders: \(placeholders)")
        #expect(blank.isEmpty, "drawn (almost) empty: \(blank)")
    }

    /// A step list's numbered badges (`1.circle`, `2.circle.fill`, `3.square.fill`) draw their digit, so two
    /// badges differ; a bare digit is not an SF Symbol and still draws the placeholder.
    @Test func numberedBadgesDrawTheirDigit() throws {
        try requireFonts()
        func steps(_ names: [String]) -> some View {
            HStack { ForEach(names, id: \.self) { Image(systemName: $0) } }.font(.title).foregroundStyle(.blue)
        }
        for (one, two) in [("1.circle", "2.circle"), ("1.circle.fill", "2.circle.fill"), ("a.circle.fill", "c.square.fill")] {
            let first = try Rendered(Image(systemName: one).font(.title))
            let second = try Rendered(Image(systemName: two).font(.title))
            #expect(first.bitmap.pixels != second.bitmap.pixels, "\(one) and \(two) draw the same")
            #expect(inked(first) > 40)
        }
        // The ring's centre is the digit's stroke for `1.circle` (a vertical stem), clear for `0.circle.fill`'s hole.
        let zero = try Rendered(Image(systemName: "0.circle.fill").font(.system(size: 40)))
        #expect(zero[x: zero.bitmap.width / 2, y: zero.bitmap.height / 2][3] == 255, "the disc shows through the 0's counter")
        #expect(try ImageRenderer(content: steps(["1.circle", "2.circle", "3.circle"])).layout().diagnostics.isEmpty)
        let bare = try ImageRenderer(content: Image(systemName: "1")).layout()
        #expect(bare.diagnostics.contains { $0.contains("placeholder") })
    }

    /// SF's arithmetic symbols are type: `multiply`, `divide` and `equal` draw three different signs.
    @Test func arithmeticSymbolsDrawTheirSigns() throws {
        try requireFonts()
        let signs = try ["multiply", "divide", "equal"].map { try Rendered(Image(systemName: $0).font(.largeTitle)).bitmap.pixels }
        #expect(Set(signs).count == 3)
    }

    @Test func strictModeAcceptsEveryRankedName() throws {
        try requireFonts()
        for name in rankedSymbolNames.prefix(100) {
            #expect(throws: Never.self, "\(name)") {
                _ = try ImageRenderer(content: Image(systemName: name).environment(\.strictSymbols, true)).render()
            }
        }
    }

    @Test func unknownNamesStillDrawThePlaceholder() throws {
        let layout = try ImageRenderer(content: Image(systemName: "no.such.symbol.circle.fill")).layout()
        #expect(layout.diagnostics.contains { $0.contains("no.such.symbol.circle.fill") && $0.contains("placeholder") })
    }

    /// `xmark.circle.fill` is a disc with the cross knocked out: the centre is clear, the disc around it inked.
    @Test func filledCircleKnocksTheGlyphOut() throws {
        try requireFonts()
        let image = try Rendered(Image(systemName: "heart.circle.fill").font(.system(size: 40)).foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        let w = image.bitmap.width, h = image.bitmap.height
        // Laid out in its enclosure, as wide as the point size (SymbolMetrics).
        #expect(w == 40 && h == 40)
        // The disc's rim (between the heart and the edge) is solid red; the heart's middle is knocked out.
        #expect(image.matches(w / 2, 3, [255, 0, 0, 255], tolerance: 2))
        #expect(image[x: w / 2, y: h / 2][3] == 0)
        // Outline variant: a ring, hollow between the ring and the heart, the heart solid.
        let ring = try Rendered(Image(systemName: "heart.circle").font(.system(size: 40)).foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        // The ring's stroke is centred on the enclosure's edge: its inner half is inside the box.
        #expect(ring[x: w / 2, y: 0][3] > 200)
        #expect(ring[x: w / 2, y: 8][3] == 0)
        #expect((12..<34).contains { ring[x: $0, y: h / 2][3] == 255 })
        #expect(ring[x: 4, y: h / 2][3] == 0)
    }

    /// A translucent style colours the symbol once: the knocked-out glyph stays clear, the disc is evenly tinted.
    @Test func translucentStylesKeepKnockOutsClear() throws {
        try requireFonts()
        let image = try Rendered(
            Image(systemName: "heart.circle.fill").font(.system(size: 40))
                .foregroundStyle(Color(red: 1, green: 0, blue: 0).opacity(0.5)))
        #expect(image[x: 23, y: 23][3] == 0)
        #expect(abs(image[x: 23, y: 3][3] - 128) <= 2)
    }

    /// Symbols follow the weight of the text they sit with: heavier weights thicken the strokes, as SF's weights do.
    @Test func weightsThickenTheGlyph() throws {
        try requireFonts()
        func ink<V: View>(_ view: V) throws -> Int { inked(try Rendered(view, scale: 2)) }
        let regular = try ink(Image(systemName: "gearshape").font(.title))
        let semibold = try ink(Image(systemName: "gearshape").font(.title.weight(.semibold)))
        let bold = try ink(Image(systemName: "gearshape").font(.title).fontWeight(.bold))
        let light = try ink(Image(systemName: "gearshape").font(.title.weight(.light)))
        #expect(regular < semibold && semibold < bold)
        #expect(light == regular)
        // `.headline` is semibold: a Label's icon in it is heavier than in `.body` at the same box.
        #expect(try ink(Image(systemName: "star").font(.headline)) > ink(Image(systemName: "star").font(.body)))
    }

    /// In the hierarchical mode the enclosure is the secondary layer under an opaque glyph.
    @Test func hierarchicalModeLayersTheEnclosure() throws {
        try requireFonts()
        let image = try Rendered(
            Image(systemName: "heart.circle.fill").font(.system(size: 40))
                .symbolRenderingMode(.hierarchical).foregroundStyle(Color(red: 0, green: 0, blue: 1)))
        let rim = image[x: 23, y: 3][3]
        #expect(rim > 60 && rim < 100)
        #expect(image[x: 23, y: 23] == [0, 0, 255, 255])
        // Image's own modifier, on a name the font draws finished (Material `cancel`): the disc is still a layer.
        let close = try Rendered(
            Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical)
                .font(.system(size: 40)).foregroundStyle(Color(red: 0, green: 0, blue: 1)))
        let closeRim = close[x: 23, y: 3][3]
        #expect(closeRim > 60 && closeRim < 100)
        #expect(close[x: 23, y: 23] == [0, 0, 255, 255])
        let monochrome = try Rendered(Image(systemName: "xmark.circle.fill").font(.system(size: 40)))
        #expect(monochrome[x: 23, y: 23][3] == 0)
    }

    /// `x.slash` strikes the glyph through from top-left to bottom-right, with a gap cut beside the stroke.
    @Test func slashStrikesThroughTheGlyph() throws {
        try requireFonts()
        let plain = try Rendered(Image(systemName: "heart.fill").font(.system(size: 40)))
        let slashed = try Rendered(Image(systemName: "heart.slash.fill").font(.system(size: 40)))
        #expect(plain.bitmap.pixels != slashed.bitmap.pixels)
        // The stroke runs along the box's diagonal; beside it (3.5 pt off the diagonal) the gap clears the heart.
        #expect(slashed[x: 23, y: 23][3] == 255)
        #expect(plain[x: 25, y: 20][3] == 255)
        #expect(slashed[x: 25, y: 20][3] == 0)
    }

    /// Enclosures and slashes follow the symbol's box: the font, the image scale. An enclosed symbol lays out in its
    /// enclosure, as wide as the point size; a slashed one keeps the square its artwork is drawn in (SymbolMetrics).
    @Test func compositesFollowTheSymbolSize() throws {
        try requireFonts()
        for (name, bodySide, bigSide) in [("star.circle", 17.0, 40.0), ("star.square.fill", 17, 40), ("star.slash", 19.666666666666668, 46)] {
            let body = try ImageRenderer(content: Image(systemName: name)).displayList().size
            let large = try ImageRenderer(content: Image(systemName: name).imageScale(.large)).displayList().size
            let big = try ImageRenderer(content: Image(systemName: name).font(.system(size: 40))).displayList().size
            #expect(body == CGSize(width: bodySide, height: bodySide), "\(name)")
            #expect(abs(large.width / body.width - 1.29) < 0.03, "\(name)")
            #expect(big == CGSize(width: bigSide, height: bigSide), "\(name)")
        }
    }

    /// `symbolVariant(.circle.fill)` finds the composite of the base name.
    @Test func symbolVariantsReachComposites() throws {
        try requireFonts()
        let variant = try Rendered(Image(systemName: "heart").symbolVariant(.circle.fill))
        let named = try Rendered(Image(systemName: "heart.circle.fill"))
        #expect(variant.bitmap.pixels == named.bitmap.pixels)
    }

    /// The same symbols give the same bytes, rendered again, in another order, after the engine's caches are emptied.
    @Test func drawingIsDeterministic() throws {
        try requireFonts()
        func sheet(_ names: [String]) -> some View {
            HStack(spacing: 2) { ForEach(names, id: \.self) { Image(systemName: $0) } }
        }
        let names = Array(rankedSymbolNames.prefix(40))
        let first = try Rendered(sheet(names), scale: 3).bitmap.pixels
        for name in names.reversed() { _ = try Rendered(Image(systemName: name)) }
        let again = try Rendered(sheet(names), scale: 3).bitmap.pixels
        #expect(first == again)
    }
}
