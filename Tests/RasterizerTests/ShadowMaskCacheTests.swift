import Foundation
import Testing
@testable import Rasterizer

/// Drop shadows of identical views reuse one blurred mask per render; the bytes are those of blurring each anew.
@Suite struct ShadowMaskCacheTests {
    /// Cards away from the canvas' edges at whole- and half-point positions (3× makes half points half pixels), two corner radii with the same
    /// bounds, two shadow colours, one whose shadow is clipped: drawn with the cache and with it turned off.
    private func drawCards(_ canvas: RasterCanvas) {
        canvas.clear(RGBA(red: 0.95, green: 0.95, blue: 0.95, alpha: 1))
        let origins: [(Double, Double)] = [(40, 40), (100, 40), (160, 40), (40, 80.5), (100, 80), (160.5, 80), (40, 120), (100, 120)]
        for (i, (x, y)) in origins.enumerated() {
            let rect = CGRect(x: x, y: y, width: 46, height: 14)
            if i == 7 { canvas.pushClip(.rect(CGRect(x: 90, y: 110, width: 70, height: 40))) }
            canvas.beginLayer()
            let r = i == 4 ? 7.0 : 3.0
            canvas.fill(.roundedRect(rect, cornerSize: CGSize(width: r, height: r)), color: RGBA(red: 1, green: 1, blue: 1, alpha: 1))
            let color = i == 5 ? RGBA(red: 0.2, green: 0.1, blue: 0.9, alpha: 0.6) : RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)
            canvas.endLayer(.shadow(color: color, radius: 10, offset: CGSize(width: 0, height: 2)))
            if i == 7 { canvas.popClip() }
        }
    }

    @Test func cachedShadowsDrawTheSameBytes() throws {
        let cached = try RasterCanvas(width: 780, height: 570, scale: 3)
        drawCards(cached)
        let uncached = try RasterCanvas(width: 780, height: 570, scale: 3)
        uncached.shadowMasks = ShadowMaskCache(maximumBytes: 0)
        drawCards(uncached)
        #expect(uncached.shadowMasks.count == 0)
        // Eight cards, four masks: the five equal cards at whole-pixel positions (one clipped) share one; the
        // rounder card and the two at half-pixel phases have their own.
        #expect(cached.shadowMasks.count == 4, "masks: \(cached.shadowMasks.count)")
        #expect(sameBitmaps(cached.makeBitmap(), uncached.makeBitmap()))
    }

    @Test func cacheStaysWithinItsBound() throws {
        let canvas = try RasterCanvas(width: 780, height: 570, scale: 3)
        canvas.shadowMasks = ShadowMaskCache(maximumBytes: 100_000)
        drawCards(canvas)
        #expect(canvas.shadowMasks.count >= 1)
        #expect(canvas.shadowMasks.byteCount <= 100_000, "bytes: \(canvas.shadowMasks.byteCount)")
        let uncached = try RasterCanvas(width: 780, height: 570, scale: 3)
        uncached.shadowMasks = ShadowMaskCache(maximumBytes: 0)
        drawCards(uncached)
        #expect(sameBitmaps(canvas.makeBitmap(), uncached.makeBitmap()))
    }
}
