import Foundation
import Testing
@testable import Rasterizer

@Suite struct CanvasTests {
    @Test func scaleMapsPointsToPixels() throws {
        let canvas = try RasterCanvas(width: 30, height: 30, scale: 3)
        #expect(canvas.scale == 3)
        canvas.fill(.rect(CGRect(x: 1, y: 2, width: 5, height: 4)), color: .white)
        let bitmap = canvas.makeBitmap()
        #expect(abs(bitmap.coveredArea - 15 * 12) < 0.01)
        #expect(bitmap.alpha(3, 6) == 255 && bitmap.alpha(2, 6) == 0 && bitmap.alpha(17, 17) == 255 && bitmap.alpha(18, 17) == 0)
        // Transforms apply in points, before the scale.
        canvas.clear()
        canvas.fill(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), color: .white, transform: Transform2D(translationX: 2, y: 2))
        #expect(canvas.makeBitmap().alpha(7, 7) == 255)
        #expect(canvas.makeBitmap().coveredArea == 9)
    }

    @Test func invalidAndOversizedCanvasesThrow() {
        #expect(throws: CanvasError.tooLarge(width: 100_000, height: 100_000, limit: 16_384)) { try RasterCanvas(width: 100_000, height: 100_000) }
        #expect(throws: CanvasError.tooLarge(width: 12_000, height: 12_000, limit: 16_384)) { try RasterCanvas(width: 12_000, height: 12_000) }
        #expect(throws: CanvasError.self) { try RasterCanvas(width: 0, height: 10) }
        #expect(throws: CanvasError.self) { try RasterCanvas(width: 10, height: -1) }
        #expect(throws: CanvasError.self) { try RasterCanvas(width: 10, height: 10, scale: .nan) }
        #expect(throws: CanvasError.self) { try RasterCanvas(width: 10, height: 10, scale: 0) }
        let message = CanvasError.tooLarge(width: 100_000, height: 100_000, limit: 16_384).description
        #expect(message.contains("100000×100000") && message.contains("16384"))
    }

    @Test func nonFiniteAndHugeCoordinatesNeitherCrashNorHang() throws {
        let bitmap = try render(width: 20, height: 20) { canvas in
            var path = RasterPath()
            path.move(to: CGPoint(x: 1, y: 1))
            path.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
            path.addLine(to: CGPoint(x: 10, y: 1))
            path.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: CGFloat.infinity, y: 0), control2: CGPoint(x: 3, y: 3))
            path.addLine(to: CGPoint(x: 1, y: 10))
            path.closeSubpath()
            canvas.fill(path, color: .white)
            canvas.stroke(path, color: .white, style: StrokeParameters(lineWidth: 2, dash: [1, 1]))
            canvas.fill(.rect(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)), color: .black)
            var huge = RasterPath()
            huge.move(to: CGPoint(x: -1e12, y: -1e12))
            huge.addLine(to: CGPoint(x: 1e12, y: 5))
            huge.addLine(to: CGPoint(x: 3, y: 1e15))
            huge.closeSubpath()
            canvas.fill(huge, color: .white)
            canvas.fill(.ellipse(in: CGRect(x: 0, y: 0, width: 1e9, height: 1e9)), color: .white)
            canvas.stroke(.ellipse(in: CGRect(x: 0, y: 0, width: 1e7, height: 1e7)), color: .white, style: StrokeParameters(lineWidth: 1, dash: [0.001, 0.001]))
            canvas.fill(.ellipse(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)), color: .white)
            var spiral = RasterPath()
            spiral.addArc(EllipticalArc(center: CGPoint(x: 10, y: 10), axis1: CGPoint(x: 5, y: 0), axis2: CGPoint(x: 0, y: 5), startAngle: -1e300, endAngle: 1e300))
            canvas.fill(spiral, color: .white)
            canvas.stroke(spiral, color: .white, style: StrokeParameters(lineWidth: 1))
            canvas.pushClip(.rect(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)))
            canvas.fill(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), color: .white)
            canvas.popClip()
            canvas.stroke(.rect(CGRect(x: 1, y: 1, width: 5, height: 5)), color: .white, style: StrokeParameters(lineWidth: .nan))
            canvas.fill(RasterPath.rect(CGRect(x: 1, y: 1, width: 5, height: 5)), color: RGBA(red: .nan, green: 1, blue: 1, alpha: .infinity))
        }
        #expect(bitmap.width == 20)
    }

    @Test func drawingTwiceGivesIdenticalBitmaps() throws {
        func scene(_ canvas: RasterCanvas) {
            var random = SplitMix64(seed: 42)
            canvas.clear(.white)
            for i in 0..<60 {
                let rect = CGRect(x: random.range(-10, 90), y: random.range(-10, 90), width: random.range(1, 40), height: random.range(1, 40))
                let color = RGBA(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.range(0.2, 1))
                switch i % 4 {
                case 0: canvas.fill(.roundedRect(rect, cornerSize: CGSize(width: 6, height: 6), style: .continuous), color: color)
                case 1: canvas.fill(.ellipse(in: rect), color: color, rule: .evenOdd)
                case 2: canvas.stroke(.capsule(in: rect), color: color, style: StrokeParameters(lineWidth: 2.5, lineCap: .round, lineJoin: .round, dash: [3, 2]))
                default:
                    canvas.beginOpacityGroup(0.7)
                    canvas.pushClip(.ellipse(in: rect.insetBy(dx: -5, dy: -5)))
                    canvas.fill(.rect(rect), color: color, transform: Transform2D(rotationAngle: 0.3))
                    canvas.popClip()
                    canvas.endOpacityGroup()
                }
            }
        }
        let first = try render(width: 100, height: 100, scale: 1.5, scene)
        let second = try render(width: 100, height: 100, scale: 1.5, scene)
        #expect(sameBitmaps(first, second))
        #expect(first.coveredArea > 0)
    }

    @Test func drawMaskBlendsCoverageAndClipsToCanvas() throws {
        let mask = AlphaMask(width: 2, height: 2, coverage: [255, 128, 0, 64])
        let bitmap = try render(width: 4, height: 4) { canvas in
            canvas.drawMask(mask, atPixelX: 1, y: 1, color: .white)
            canvas.drawMask(mask, atPixelX: -1, y: 3, color: .white)  // partly outside
            canvas.drawMask(AlphaMask(width: 3, height: 3, coverage: [1]), atPixelX: 0, y: 0, color: .white)  // malformed: ignored
            canvas.drawMask(mask, atPixelX: Int.max, y: Int.min, color: .white)
            canvas.drawMask(mask, atPixelX: Int.min, y: Int.max, color: .white)
        }
        #expect(bitmap.alpha(1, 1) == 255 && bitmap.alpha(2, 1) == 128 && bitmap.alpha(1, 2) == 0 && bitmap.alpha(2, 2) == 64)
        #expect(bitmap.alpha(0, 3) == 128)
    }

    @Test func bitmapEqualityComparesEveryByte() {
        var a = Bitmap(width: 3, height: 2)
        let b = Bitmap(width: 3, height: 2)
        #expect(a == b)
        a.pixels[23] = 1
        #expect(a != b)
        #expect(Bitmap(width: 2, height: 3) != Bitmap(width: 3, height: 2))
        #expect(Bitmap(width: 0, height: 0) == Bitmap(width: 0, height: 0))
    }

    @Test func makeBitmapUnpremultiplies() throws {
        let bitmap = try render(width: 1, height: 1) { $0.fill(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), color: RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)) }
        #expect(bitmap.pixel(0, 0) == [255, 255, 255, 128])
    }
}
