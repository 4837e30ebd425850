import DarkroomUI
import Foundation
import Testing

/// Pixels land where the layout says (issue §5, rendered checks at scales 1 and 3).
@MainActor @Suite struct RenderTests {
    func render<V: View>(_ v: V, scale: CGFloat = 1, proposal: ProposedViewSize = .unspecified) throws -> Bitmap {
        let renderer = ImageRenderer(content: v)
        renderer.scale = scale
        renderer.proposedSize = proposal
        return try renderer.render()
    }

    func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * b.width + x) * 4
        return Array(b.pixels[i..<i + 4])
    }

    @Test(arguments: [1, 3])
    func squareLandsBottomTrailing(scale: Int) throws {
        // A 12×12 black ZStack with a 6×6 white square at bottomTrailing: white exactly on [6, 12) × [6, 12).
        let view = ZStack(alignment: .bottomTrailing) {
            Color.black.frame(width: 12, height: 12)
            Color.white.frame(width: 6, height: 6)
        }
        let b = try render(view, scale: CGFloat(scale))
        #expect(b.width == 12 * scale && b.height == 12 * scale)
        for y in 0..<b.height {
            for x in 0..<b.width {
                let inside = x >= 6 * scale && y >= 6 * scale
                let expected: [UInt8] = inside ? [255, 255, 255, 255] : [0, 0, 0, 255]
                if pixel(b, x, y) != expected {
                    Issue.record("pixel (\(x), \(y)) at scale \(scale) is \(pixel(b, x, y)), expected \(expected)")
                    return
                }
            }
        }
    }

    @Test func transparentWhereNothingIsDrawn() throws {
        let b = try render(
            HStack(spacing: 0) {
                Color.red.frame(width: 2, height: 2)
                Color.clear.frame(width: 2, height: 2)
            })
        #expect(pixel(b, 0, 0) == [255, 59, 48, 255])
        #expect(pixel(b, 3, 1) == [0, 0, 0, 0])
    }

    @Test func opacityCompositesLikeSwiftUI() throws {
        // white@0.6 on black = 0x99; white@0.8 = 0xCC; black@0.5 over that = 0x66 (LAYOUT.md §15).
        func grey<V: View>(_ v: V) throws -> UInt8 { pixel(try render(v.frame(width: 2, height: 2)), 1, 1)[0] }
        #expect(
            try grey(
                ZStack {
                    Color.black
                    Color.white.opacity(0.6)
                }) == 0x99)
        #expect(
            try grey(
                ZStack {
                    Color.black
                    Color.white.opacity(0.8)
                }) == 0xCC)
        #expect(
            try grey(
                ZStack {
                    Color.black
                    Color.white.opacity(0.8)
                    Color.black.opacity(0.5)
                }) == 0x66)
        // A group: two overlapping opaque views at 0.5 composite as one layer (not 0.75).
        let group = try grey(
            ZStack {
                Color.black
                ZStack {
                    Color.white
                    Color.white
                }.opacity(0.5)
            })
        #expect(group == 0x80 || group == 0x7F)
    }

    @Test(arguments: [1, 3])
    func borderIsDrawnInsideTheBounds(scale: Int) throws {
        // A 10×10 white view with a 1-point black border: the outer ring of points is black, the inside white,
        // and the image is exactly 10×10 points (nothing spills outside).
        let b = try render(Color.white.frame(width: 10, height: 10).border(Color.black, width: 1), scale: CGFloat(scale))
        #expect(b.width == 10 * scale)
        #expect(pixel(b, 0, 0) == [0, 0, 0, 255])
        #expect(pixel(b, scale - 1, 5 * scale) == [0, 0, 0, 255])
        #expect(pixel(b, 10 * scale - 1, 10 * scale - 1) == [0, 0, 0, 255])
        #expect(pixel(b, scale, 5 * scale) == [255, 255, 255, 255])
        #expect(pixel(b, 5 * scale, 5 * scale) == [255, 255, 255, 255])
    }

    @Test func proposedSizeAndPNG() throws {
        let renderer = ImageRenderer(content: Color.blue)
        renderer.proposedSize = ProposedViewSize(width: 4, height: 3)
        renderer.scale = 2
        let bitmap = try renderer.render()
        #expect(bitmap.width == 8 && bitmap.height == 6)
        let png = try renderer.pngData()
        #expect(try Bitmap(pngData: png) == bitmap)
        #expect(try renderer.pngData() == png)
    }

    @Test func clipShapeCutsTheCorners() throws {
        let b = try render(Color.red.frame(width: 20, height: 10).clipShape(Capsule()))
        #expect(pixel(b, 0, 0)[3] == 0)
        #expect(pixel(b, 10, 5) == [255, 59, 48, 255])
    }
}
