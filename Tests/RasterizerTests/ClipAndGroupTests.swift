import Foundation
import Testing
@testable import Rasterizer

@Suite struct ClipAndGroupTests {
    private func fillAll(_ canvas: RasterCanvas, _ color: RGBA) {
        canvas.fill(.rect(CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)), color: color)
    }

    @Test func clipRestrictsDrawingAndNestedClipsIntersect() throws {
        let canvas = try RasterCanvas(width: 20, height: 20)
        canvas.pushClip(.rect(CGRect(x: 0, y: 0, width: 10, height: 20)))
        canvas.pushClip(.rect(CGRect(x: 0, y: 0, width: 20, height: 10)))
        fillAll(canvas, .white)
        var bitmap = canvas.makeBitmap()
        #expect(bitmap.alpha(5, 5) == 255)
        #expect(bitmap.alpha(15, 5) == 0)
        #expect(bitmap.alpha(5, 15) == 0)
        #expect(abs(bitmap.coveredArea - 100) < 0.01)
        canvas.popClip()
        fillAll(canvas, .black)
        bitmap = canvas.makeBitmap()
        #expect(bitmap.pixel(5, 15) == [0, 0, 0, 255])
        #expect(bitmap.alpha(15, 15) == 0)
        canvas.popClip()
        canvas.popClip()  // unbalanced pops are ignored
        fillAll(canvas, .white)
        #expect(canvas.makeBitmap().alpha(15, 15) == 255)
    }

    @Test func clipIsAntiAliased() throws {
        let circle = RasterPath.ellipse(in: CGRect(x: 2.3, y: 2.6, width: 30, height: 30))
        let clipped = try render(width: 36, height: 36) { canvas in
            canvas.pushClip(circle)
            canvas.fill(.rect(CGRect(x: 0, y: 0, width: 36, height: 36)), color: .white)
        }
        let filled = try render(width: 36, height: 36) { $0.fill(circle, color: .white) }
        #expect(sameBitmaps(clipped, filled))
        #expect(abs(clipped.coveredArea - Double.pi * 225) < 0.5)
    }

    @Test func clipAppliesToStrokesMasksAndImages() throws {
        let canvas = try RasterCanvas(width: 10, height: 10)
        canvas.pushClip(.rect(CGRect(x: 0, y: 0, width: 5, height: 10)))
        canvas.stroke(.rect(CGRect(x: 1, y: 1, width: 8, height: 8)), color: .white, style: StrokeParameters(lineWidth: 2))
        canvas.drawMask(AlphaMask(width: 10, height: 1, coverage: [UInt8](repeating: 255, count: 10)), atPixelX: 0, y: 5, color: .white)
        canvas.drawBitmap(Bitmap(width: 1, height: 1, pixels: [255, 255, 255, 255]), in: CGRect(x: 0, y: 7, width: 10, height: 1))
        let bitmap = canvas.makeBitmap()
        for y in 0..<10 { for x in 5..<10 { #expect(bitmap.alpha(x, y) == 0) } }
        #expect(bitmap.alpha(2, 5) == 255 && bitmap.alpha(2, 7) == 255 && bitmap.alpha(0, 1) == 255)
    }

    @Test func evenOddClip() throws {
        var ring = RasterPath()
        ring.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ring.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        let bitmap = try render(width: 10, height: 10) { canvas in
            canvas.pushClip(ring, rule: .evenOdd)
            canvas.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: .white)
        }
        #expect(bitmap.alpha(5, 5) == 0 && bitmap.alpha(1, 1) == 255)
    }

    @Test func opacityGroupCompositesOverlapOnce() throws {
        let a = RasterPath.rect(CGRect(x: 0, y: 0, width: 6, height: 4))
        let b = RasterPath.rect(CGRect(x: 4, y: 0, width: 6, height: 4))
        let red = RGBA(red: 1, green: 0, blue: 0)
        let grouped = try render(width: 10, height: 4) { canvas in
            canvas.clear(.white)
            canvas.beginOpacityGroup(0.5)
            canvas.fill(a, color: red)
            canvas.fill(b, color: red)
            canvas.endOpacityGroup()
        }
        // Inside the group the overlap is plain opaque red, so it composites exactly like the rest.
        #expect(grouped.pixel(5, 1) == grouped.pixel(1, 1))
        #expect(grouped.pixel(1, 1) == [255, 127, 127, 255])
        let separate = try render(width: 10, height: 4) { canvas in
            canvas.clear(.white)
            canvas.fill(a, color: RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
            canvas.fill(b, color: RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
        }
        #expect(separate.pixel(5, 1) != separate.pixel(1, 1))
    }

    @Test func nestedGroupsAndUnbalancedEnds() throws {
        let bitmap = try render(width: 4, height: 4) { canvas in
            canvas.clear(.black)
            canvas.beginOpacityGroup(0.5)
            canvas.beginOpacityGroup(0.5)
            canvas.fill(.rect(CGRect(x: 0, y: 0, width: 4, height: 4)), color: .white)
            canvas.endOpacityGroup()
            canvas.endOpacityGroup()
            canvas.endOpacityGroup()  // ignored
        }
        // 255 × 128/255 = 128, then × 128/255 = 64.
        #expect(bitmap.pixel(2, 2) == [64, 64, 64, 255])
    }

    @Test func groupOpacityZeroDrawsNothingAndLayersAreReusedClean() throws {
        let canvas = try RasterCanvas(width: 4, height: 4)
        canvas.beginOpacityGroup(0)
        canvas.fill(.rect(CGRect(x: 0, y: 0, width: 4, height: 4)), color: .white)
        canvas.endOpacityGroup()
        #expect(canvas.makeBitmap().coveredArea == 0)
        canvas.beginOpacityGroup(1)
        canvas.fill(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), color: .white)
        canvas.endOpacityGroup()
        #expect(canvas.makeBitmap().coveredArea == 1)
    }
}
