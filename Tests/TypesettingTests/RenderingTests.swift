import Foundation
import Testing
@testable import Typesetting

@Suite struct RenderingTests {
    static let sample =
        AttributedText("Hello, Darkroom! ffi AV 🤔 é", font: .body)
        + AttributedText(" bold", font: .body.bold())

    func render(_ text: AttributedText, engine: TypesettingEngine, scale: CGFloat) throws -> TestCompositor {
        let layout = try engine.layout(text, width: 200)
        let rendering = engine.render(layout, at: CGPoint(x: 3.3, y: 2.7), scale: scale)
        let width = Int(((layout.size.width + 8) * scale).rounded(.up))
        let height = Int(((layout.size.height + 6) * scale).rounded(.up))
        return TestCompositor(width: width, height: height, rendering: rendering)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func renderingIsByteIdenticalBetweenRuns(_ scale: Double) throws {
        let first = try render(Self.sample, engine: TypesettingEngine(), scale: scale)
        let secondEngine = TypesettingEngine()
        let second = try render(Self.sample, engine: secondEngine, scale: scale)
        let warm = try render(Self.sample, engine: secondEngine, scale: scale)
        #expect(first.pixels == second.pixels)
        #expect(second.pixels == warm.pixels)
        #expect(first.pixels.contains { $0 != 0 })
    }

    @Test func emojiComeOutInColour() throws {
        let engine = TypesettingEngine()
        let layout = try engine.layout(AttributedText("🤔", font: .body))
        let rendering = engine.render(layout, scale: 2)
        #expect(rendering.glyphs.count == 1)
        guard case .color(let bitmap) = rendering.glyphs.first?.image else {
            Issue.record("expected a colour glyph")
            return
        }
        #expect(bitmap.pixels.count == bitmap.width * bitmap.height * 4)
        var colourful = false
        for offset in stride(from: 0, to: bitmap.pixels.count, by: 4) where bitmap.pixels[offset + 3] == 255 {
            let (r, g, b) = (bitmap.pixels[offset], bitmap.pixels[offset + 1], bitmap.pixels[offset + 2])
            if r != g && g != b && r != b { colourful = true }
        }
        #expect(colourful)
        // About one advance wide, and within the line vertically.
        let advance = layout.size.width * 2
        #expect(abs(CGFloat(bitmap.width) - advance) <= 2)
        #expect(bitmap.top <= Int((layout.firstBaseline * 2).rounded(.up)))
    }

    @Test func glyphMissingEverywhereRendersNotdefAndIsReported() throws {
        let engine = TypesettingEngine()
        let missing: Character = "\u{10FFFD}"
        let layout = try engine.layout(AttributedText("a\(missing)b", font: .body))
        #expect(layout.missingCharacters == [missing])
        let glyph = try #require(layout.glyphs.first { $0.characterIndex == 1 })
        #expect(glyph.glyphID == 0)
        #expect(engine.fontFile(for: glyph.face)?.path.hasSuffix("InterVariable.ttf") == true)
        let rendering = engine.render(layout, scale: 1)
        #expect(rendering.missingCharacters == [missing])
        // The .notdef box has ink.
        #expect(rendering.glyphs.count == 3)
    }

    @Test func controlCharactersDrawNothing() throws {
        let engine = TypesettingEngine()
        let plain = try engine.layout(AttributedText("ab", font: .body))
        let withControls = try engine.layout(AttributedText("a\u{07}\u{1B}b", font: .body))
        #expect(withControls.missingCharacters.isEmpty)
        #expect(withControls.size == plain.size)
        #expect(engine.render(withControls, scale: 1).glyphs.count == 2)
    }

    @Test func masksAreCoverageInDevicePixels() throws {
        let engine = TypesettingEngine()
        let layout = try engine.layout(AttributedText("l", font: .system(size: 20)))
        let one = engine.render(layout, scale: 1)
        let three = engine.render(layout, scale: 3)
        guard case .mask(let small) = one.glyphs.first?.image, case .mask(let large) = three.glyphs.first?.image else {
            Issue.record("expected masks")
            return
        }
        #expect(small.coverage.count == small.width * small.height)
        #expect(large.height >= small.height * 3 - 2 && large.height <= small.height * 3 + 2)
        #expect(large.coverage.contains(255))
    }

    @Test func subpixelOffsetsChangeTheMask() throws {
        let engine = TypesettingEngine()
        let layout = try engine.layout(AttributedText("l", font: .body))
        let images = (0..<4).map { quarter in
            engine.render(layout, at: CGPoint(x: CGFloat(quarter) / 4, y: 0), scale: 1).glyphs[0].image
        }
        #expect(Set(images).count == 4)
    }

    @Test func glyphCacheServesRepeatedGlyphs() throws {
        let engine = TypesettingEngine()
        let layout = try engine.layout(AttributedText(String(repeating: "abc ", count: 50), font: .body), width: 300)
        _ = engine.render(layout, scale: 3)
        let count = engine.cachedGlyphCount
        #expect(count <= 4 * 4)
        _ = engine.render(layout, scale: 3)
        #expect(engine.cachedGlyphCount == count)
    }

    @Test func fontFilesAreReportedWithHashes() throws {
        let first = try TypesettingEngine().layout(Self.sample).fontFiles
        let second = try TypesettingEngine().layout(Self.sample).fontFiles
        #expect(first == second)
        #expect(
            first.map { $0.name }
                == ["InterVariable.ttf wght=400 opsz=28", "InterVariable.ttf wght=700 opsz=28", "NotoColorEmoji.ttf"])
        #expect(first.allSatisfy { $0.contentHash != 0 && $0.hashHex.count == 16 && $0.byteCount > 0 })
    }

    @Test func concurrentRendersAgree() async throws {
        let engine = TypesettingEngine()
        let layout = try engine.layout(Self.sample, width: 200)
        let expected = engine.render(layout, scale: 2)
        // Face ids are process-wide: another engine renders the same glyphs.
        #expect(TypesettingEngine().render(layout, scale: 2) == expected)
        let results = await withTaskGroup(of: TextRendering.self) { group in
            for _ in 0..<8 {
                group.addTask { engine.render(layout, scale: 2) }
            }
            var all: [TextRendering] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.allSatisfy { $0.glyphs == expected.glyphs })
    }
}

@Suite struct GlyphOutlineTests {
    @Test func outlinesAreInPointsAtTheGlyphPosition() throws {
        let engine = TypesettingEngine()
        let layout = try engine.layout(AttributedText("xl🤔", font: .system(size: 20)))
        let glyphs = layout.glyphs
        let outline = try #require(engine.outline(of: glyphs[1]))
        var ys: [CGFloat] = []
        var xs: [CGFloat] = []
        for element in outline.elements {
            switch element {
            case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                xs.append(point.x)
                ys.append(point.y)
            case .closeSubpath:
                break
            }
        }
        #expect(outline.elements.first.map { if case .move = $0 { true } else { false } } == true)
        #expect(outline.elements.last == .closeSubpath)
        // "l" spans from the baseline up to about the ascender, right of its pen position.
        let baseline = layout.firstBaseline
        #expect(abs((ys.max() ?? 0) - baseline) < 0.01)
        #expect((ys.min() ?? 0) < baseline - 14)
        #expect((xs.min() ?? 0) >= glyphs[1].position.x)
        #expect(engine.outline(of: glyphs[2]) == nil)
    }
}
