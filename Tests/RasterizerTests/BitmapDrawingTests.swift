import Foundation
import Testing
@testable import Rasterizer

@Suite struct BitmapDrawingTests {
    private let checker = Bitmap(
        width: 2, height: 2,
        pixels: [
            0, 0, 0, 255, 255, 255, 255, 255,
            255, 255, 255, 255, 0, 0, 0, 255,
        ])

    @Test func nearestUpscalingMakesBlocks() throws {
        let bitmap = try render(width: 4, height: 4) { $0.drawBitmap(checker, in: CGRect(x: 0, y: 0, width: 4, height: 4), interpolation: .none) }
        #expect(bitmap.pixel(0, 0) == [0, 0, 0, 255] && bitmap.pixel(1, 1) == [0, 0, 0, 255])
        #expect(bitmap.pixel(2, 0) == [255, 255, 255, 255] && bitmap.pixel(3, 1) == [255, 255, 255, 255])
        #expect(bitmap.pixel(3, 3) == [0, 0, 0, 255])
    }

    @Test func downscalingAveragesTheArea() throws {
        let bitmap = try render(width: 1, height: 1) { $0.drawBitmap(checker, in: CGRect(x: 0, y: 0, width: 1, height: 1)) }
        #expect(abs(Int(bitmap.pixel(0, 0)[0]) - 128) <= 1)
        #expect(bitmap.pixel(0, 0)[3] == 255)
    }

    @Test func bilinearUpscalingIsSmoothAndMonotonic() throws {
        let ramp = Bitmap(width: 2, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255])
        let bitmap = try render(width: 8, height: 1) { $0.drawBitmap(ramp, in: CGRect(x: 0, y: 0, width: 8, height: 1), interpolation: .high) }
        let values = (0..<8).map { Int(bitmap.pixel($0, 0)[0]) }
        #expect(values.first == 0 && values.last == 255)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(values.contains { $0 > 0 && $0 < 255 })
    }

    @Test func fractionalPlacementCoversEdgesAndOpacityApplies() throws {
        let white = Bitmap(width: 1, height: 1, pixels: [255, 255, 255, 255])
        let bitmap = try render(width: 4, height: 1) { $0.drawBitmap(white, in: CGRect(x: 0.5, y: 0, width: 2, height: 1), opacity: 0.5) }
        #expect(abs(bitmap.alpha(0, 0) - 64) <= 1)
        #expect(abs(bitmap.alpha(1, 0) - 128) <= 1)
        #expect(abs(bitmap.alpha(2, 0) - 64) <= 1)
        #expect(bitmap.alpha(3, 0) == 0)
    }

    @Test func scaleAndRotationPlacements() throws {
        let white = Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))
        let scaled = try render(width: 12, height: 12, scale: 3) { $0.drawBitmap(white, in: CGRect(x: 1, y: 1, width: 2, height: 2)) }
        #expect(abs(scaled.coveredArea - 36) < 0.01)
        let rotated = try render(width: 20, height: 20) {
            $0.drawBitmap(white, in: CGRect(x: -4, y: -4, width: 8, height: 8), transform: Transform2D(rotationAngle: .pi / 4).concatenating(Transform2D(translationX: 10, y: 10)))
        }
        #expect(rotated.alpha(10, 10) == 255 && rotated.alpha(1, 1) == 0)
        #expect(abs(rotated.coveredArea - 64) < 6)
    }

    @Test func hugeAndDegeneratePlacementsDoNotCrash() throws {
        let white = Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))
        let bitmap = try render(width: 8, height: 8) { canvas in
            canvas.drawBitmap(white, in: CGRect(x: 1e300, y: 0, width: 4, height: 4))
            canvas.drawBitmap(white, in: CGRect(x: -1e300, y: -1e300, width: 1e300, height: 1e300))
            canvas.drawBitmap(white, in: CGRect(x: 0, y: 0, width: 4, height: 4), transform: Transform2D(rotationAngle: 0.3).concatenating(Transform2D(translationX: 1e300, y: 0)))
            canvas.drawBitmap(white, in: CGRect(x: 0, y: 0, width: 4, height: 4), transform: Transform2D(scaleX: 0, y: 1))
            canvas.drawBitmap(white, in: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4))
            canvas.drawBitmap(white, in: CGRect(x: 0, y: 0, width: 4, height: 4), opacity: .nan)
            canvas.drawBitmap(Bitmap(width: 0, height: 0), in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(bitmap.width == 8)
    }
}
