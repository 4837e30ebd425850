import Foundation
import Testing
@testable import Rasterizer

/// A large-σ layer blur is resampled straight onto the layer below; its bytes are those of blurring the layer's
/// pixels with `GaussianBlur` (colour clamped to alpha) and compositing them source-over inside the clip.
@Suite struct LayerBlurTests {
    private static let width = 420, height = 300

    /// Translucent and opaque rectangles with fractional edges.
    private static func drawContent(_ canvas: RasterCanvas) {
        canvas.fill(.rect(CGRect(x: 60.5, y: 40.25, width: 150, height: 90)), color: RGBA(red: 0.9, green: 0.2, blue: 0.1, alpha: 1))
        canvas.fill(.rect(CGRect(x: 150, y: 100.5, width: 170.75, height: 120)), color: RGBA(red: 0.1, green: 0.4, blue: 0.95, alpha: 0.55))
        canvas.fill(.roundedRect(CGRect(x: 250, y: 30, width: 80, height: 60), cornerSize: CGSize(width: 12, height: 12)), color: RGBA(red: 0.2, green: 0.8, blue: 0.3, alpha: 0.8))
    }

    private static func background(_ canvas: RasterCanvas) {
        canvas.clear(RGBA(red: 0.95, green: 0.93, blue: 0.9, alpha: 1))
        canvas.fill(.rect(CGRect(x: 0, y: 150, width: 420, height: 150)), color: RGBA(red: 0.1, green: 0.1, blue: 0.2, alpha: 0.5))
    }

    private static func pixels(_ canvas: RasterCanvas) -> [UInt32] {
        Array(UnsafeBufferPointer(start: canvas.target.pixels, count: width * height))
    }

    /// What the blur must draw: the layer's pixels blurred by `GaussianBlur` in `region`, clamped, composited.
    private static func expected(radius: Double, clip: CGRect?) throws -> [UInt32] {
        let content = try RasterCanvas(width: width, height: height)
        drawContent(content)
        let layer = pixels(content)
        let sigma = radius
        let (minX, minY, maxX, maxY) = content.expanded(content.target.dirty, by: RasterCanvas.reach(sigma))
        let w = maxX - minX, h = maxY - minY
        var data = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let p = layer[(minY + y) * width + minX + x]
                for c in 0..<4 { data[(y * w + x) * 4 + c] = UInt8(truncatingIfNeeded: p >> (8 * UInt32(c))) }
            }
        }
        GaussianBlur.blur(&data, width: w, height: h, channels: 4, sigma: sigma, edges: .transparent)
        let base = try RasterCanvas(width: width, height: height)
        background(base)
        var coverage: [UInt8]?
        if let clip {
            base.pushClip(.rect(clip))
            coverage = Array(UnsafeBufferPointer(start: base.clipCoverage!, count: width * height))
            base.popClip()
        }
        var out = pixels(base)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                let a = UInt32(data[i + 3])
                var p = min(UInt32(data[i]), a) | min(UInt32(data[i + 1]), a) << 8 | min(UInt32(data[i + 2]), a) << 16 | a << 24
                if p == 0 { continue }
                let index = (minY + y) * width + minX + x
                if let coverage, coverage[index] < 255 { p = PixelMath.scale(p, by: UInt32(coverage[index])) }
                out[index] = PixelMath.sourceOver(p, out[index])
            }
        }
        return out
    }

    @Test(arguments: [10.0, 20, 40, 80]) func theBlurDrawsWhatGaussianBlurComputes(radius: Double) throws {
        // σ 10, 20, 40, 80 pixels: reductions by 2, 4, 8 and 16.
        #expect(GaussianBlur.reduction(sigma: radius) == [10.0: 2, 20: 4, 40: 8, 80: 16][radius])
        for clip in [nil, CGRect(x: 30.5, y: 20.25, width: 300.5, height: 200.75)] {
            let canvas = try RasterCanvas(width: Self.width, height: Self.height)
            Self.background(canvas)
            if let clip { canvas.pushClip(.rect(clip)) }
            canvas.beginLayer()
            Self.drawContent(canvas)
            canvas.endLayer(.blur(radius: radius, opaqueBounds: nil))
            if clip != nil { canvas.popClip() }
            let actual = Self.pixels(canvas)
            let expected = try Self.expected(radius: radius, clip: clip)
            let differing = zip(actual, expected).filter { $0 != $1 }.count
            #expect(differing == 0, "radius \(radius), clip \(String(describing: clip)): \(differing) pixels differ")
        }
    }
}
