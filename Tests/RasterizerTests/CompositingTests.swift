import Foundation
import Testing
@testable import Rasterizer

/// Source-over in premultiplied 8-bit sRGB, matching CoreGraphics' numbers (LAYOUT.md §15).
@Suite struct CompositingTests {
    private func fillAll(_ canvas: RasterCanvas, _ color: RGBA) {
        canvas.fill(.rect(CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)), color: color)
    }

    @Test func coreGraphicsOpacityChain() throws {
        let canvas = try RasterCanvas(width: 2, height: 2)
        canvas.clear(.black)
        fillAll(canvas, RGBA(red: 1, green: 1, blue: 1, alpha: 0.6))
        #expect(canvas.makeBitmap().pixel(0, 0) == [0x99, 0x99, 0x99, 0xFF])

        canvas.clear(.black)
        fillAll(canvas, RGBA(red: 1, green: 1, blue: 1, alpha: 0.8))
        #expect(canvas.makeBitmap().pixel(1, 1) == [0xCC, 0xCC, 0xCC, 0xFF])
        fillAll(canvas, RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(canvas.makeBitmap().pixel(1, 1) == [0x66, 0x66, 0x66, 0xFF])
        // LAYOUT.md's "white@0.22 -> ~0x87" continues the chain over 0x66:
        // 56 + 102 × 199 / 255 = 135.6, so 8-bit source-over gives 0x88 (CoreGraphics reported ~0x87).
        fillAll(canvas, RGBA(red: 1, green: 1, blue: 1, alpha: 0.22))
        let value = Int(canvas.makeBitmap().pixel(0, 0)[0])
        #expect(abs(value - 0x87) <= 1)
        // Over plain black, white at 0.22 is round(0.22 × 255) = 0x38.
        canvas.clear(.black)
        fillAll(canvas, RGBA(red: 1, green: 1, blue: 1, alpha: 0.22))
        #expect(canvas.makeBitmap().pixel(0, 0) == [0x38, 0x38, 0x38, 0xFF])
    }

    @Test func clearColourAndTransparentOutput() throws {
        let canvas = try RasterCanvas(width: 3, height: 1)
        #expect(canvas.makeBitmap().pixels.allSatisfy { $0 == 0 })
        canvas.clear(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
        // Premultiplied (128, 0, 0, 128) reads back un-premultiplied as straight red at alpha 128.
        #expect(canvas.makeBitmap().pixel(2, 0) == [255, 0, 0, 128])
        canvas.clear()
        #expect(canvas.makeBitmap().pixel(0, 0) == [0, 0, 0, 0])
    }

    @Test func translucentColourOverTransparent() throws {
        let bitmap = try render(width: 1, height: 1) { fillAll($0, RGBA(red: 0.2, green: 0.4, blue: 1, alpha: 0.5)) }
        // Premultiplied round(c × 0.5 × 255) = 26, 51, 128 at alpha 128; read back as round(c × 255 / 128).
        #expect(bitmap.pixel(0, 0) == [52, 102, 255, 128])
    }

    @Test func packedArithmeticMatchesScalarRounding() {
        for value in stride(from: UInt32(0), through: 255, by: 5) {
            for factor in stride(from: UInt32(0), through: 255, by: 3) {
                let expected = UInt32((Double(value * factor) / 255).rounded())
                let pixel = value | value << 8 | value << 16 | value << 24
                let scaled = PixelMath.scale(pixel, by: factor)
                #expect(scaled == expected | expected << 8 | expected << 16 | expected << 24)
                #expect(PixelMath.div255(value * factor) == expected)
            }
        }
    }
}
