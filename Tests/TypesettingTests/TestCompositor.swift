import Foundation
@testable import Typesetting

/// Source-over composition of a ``TextRendering`` onto a transparent straight-RGBA buffer,
/// enough for tests to look at pixels without the Rasterizer.
struct TestCompositor {
    var width: Int
    var height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, rendering: TextRendering) {
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
        for glyph in rendering.glyphs {
            switch glyph.image {
            case .mask(let mask):
                for row in 0..<mask.height {
                    for column in 0..<mask.width {
                        blend(
                            x: glyph.x + column, y: glyph.y + row, rgb: (0, 0, 0),
                            alpha: Int(mask.coverage[row * mask.width + column]))
                    }
                }
            case .color(let bitmap):
                for row in 0..<bitmap.height {
                    for column in 0..<bitmap.width {
                        let offset = (row * bitmap.width + column) * 4
                        let p = bitmap.pixels
                        blend(
                            x: glyph.x + column, y: glyph.y + row,
                            rgb: (Int(p[offset]), Int(p[offset + 1]), Int(p[offset + 2])), alpha: Int(p[offset + 3]))
                    }
                }
            }
        }
    }

    private mutating func blend(x: Int, y: Int, rgb: (Int, Int, Int), alpha: Int) {
        guard x >= 0, y >= 0, x < width, y < height, alpha > 0 else { return }
        let offset = (y * width + x) * 4
        let destinationAlpha = Int(pixels[offset + 3])
        let outAlpha = alpha + destinationAlpha * (255 - alpha) / 255
        guard outAlpha > 0 else { return }
        func mix(_ source: Int, _ destination: UInt8) -> UInt8 {
            UInt8((source * alpha + Int(destination) * destinationAlpha * (255 - alpha) / 255) / outAlpha)
        }
        pixels[offset] = mix(rgb.0, pixels[offset])
        pixels[offset + 1] = mix(rgb.1, pixels[offset + 1])
        pixels[offset + 2] = mix(rgb.2, pixels[offset + 2])
        pixels[offset + 3] = UInt8(outAlpha)
    }
}
