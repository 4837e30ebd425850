import Foundation
import Rasterizer
import Testing
@testable import Darkroom
@testable import SnapshotArtifacts

/// Anti-aliasing detection on shapes drawn by the Rasterizer and moved by a fraction of a pixel.
@Suite struct RasterizedAntialiasingTests {
    private func draw(_ path: RasterPath, dx: CGFloat) throws -> Bitmap {
        let canvas = try RasterCanvas(width: 48, height: 32)
        canvas.clear(.white)
        canvas.fill(path, color: .black, transform: Transform2D(translationX: dx, y: 0))
        return canvas.makeBitmap()
    }

    @Test(arguments: [0.25, 0.5] as [CGFloat])
    func rectangleShiftedByAFractionOfAPixel(dx: CGFloat) throws {
        let path = RasterPath.rect(CGRect(x: 8.3, y: 6, width: 20, height: 18))
        let reference = try draw(path, dx: 0)
        let actual = try draw(path, dx: dx)
        let strict = ImageDiff.compare(reference, actual)
        let tolerant = ImageDiff.compare(reference, actual, options: .init(ignoresAntialiasing: true))
        #expect(strict.differentPixels > 0)
        #expect(tolerant.differentPixels == 0)
        #expect(tolerant.antialiasedPixels == strict.differentPixels)
    }

    @Test func circleShiftedByAFractionOfAPixel() throws {
        let path = RasterPath.ellipse(in: CGRect(x: 10.2, y: 4, width: 22, height: 22))
        let reference = try draw(path, dx: 0)
        let actual = try draw(path, dx: 0.3)
        let strict = ImageDiff.compare(reference, actual)
        let tolerant = ImageDiff.compare(reference, actual, options: .init(ignoresAntialiasing: true))
        #expect(strict.differentPixels > 20)
        #expect(tolerant.differentPixels == 0)
        #expect(tolerant.passes)
    }

    @Test func aMovedShapeIsNotAntialiasing() throws {
        let path = RasterPath.rect(CGRect(x: 8, y: 6, width: 20, height: 18))
        let reference = try draw(path, dx: 0)
        let actual = try draw(path, dx: 3)
        let tolerant = ImageDiff.compare(reference, actual, options: .init(ignoresAntialiasing: true))
        #expect(tolerant.differentPixels == 2 * 3 * 18)
        #expect(!tolerant.passes)
    }
}
