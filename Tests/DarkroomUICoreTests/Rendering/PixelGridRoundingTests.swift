import DarkroomUI
import Foundation
import Testing

/// An image's size is the view's size rounded to the pixel grid of the scale, as iOS rounds it (issue 23: a view
/// 123 × 50.5 pt is 369 × 152 px at 3×), and the view's background covers every pixel of it.
@MainActor @Suite struct PixelGridRoundingTests {
    /// A card the way apps write one: a label on a coloured rounded background with fractional padding.
    private struct Badge: View {
        var body: some View {
            Color.clear
                .frame(width: 100, height: 28)
                .padding(EdgeInsets(top: 11.2, leading: 11.5, bottom: 11.2, trailing: 11.5))
                .background(Color.yellow)
        }
    }

    private func render<V: View>(_ view: V, scale: CGFloat) throws -> Bitmap {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try renderer.render()
    }

    /// 123 × 50.5 pt: 369 × 152 px at 3×, 246 × 101 at 2×, 123 × 51 at 1×.
    @Test(arguments: [(3.0, 369, 152), (2, 246, 101), (1, 123, 51)])
    func sizeRoundsToTheScalesGrid(scale: Double, width: Int, height: Int) throws {
        let image = try render(Color.blue.frame(width: 123, height: 50.5), scale: scale)
        #expect(image.width == width && image.height == height)
    }

    /// 123 × 50.4 pt of background (100 + 23 by 28 + 22.4) leaves no transparent row at any scale (rounded up,
    /// 50.4 pt made a 51-px image at 1× whose last row the background did not reach).
    @Test(arguments: [1.0, 2, 3])
    func backgroundCoversTheWholeImage(scale: Double) throws {
        let image = try render(Badge(), scale: scale)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let alpha = image.pixels[(y * image.width + x) * 4 + 3]
                if alpha != 255 {
                    Issue.record("pixel (\(x), \(y)) of \(image.width) × \(image.height) at \(scale)× has alpha \(alpha)")
                    return
                }
            }
        }
    }

    /// A fraction below half a pixel is dropped rather than drawn as a transparent strip: 50.2 pt is 50 px at 1×,
    /// 100 at 2× and 151 at 3×.
    @Test(arguments: [(1.0, 50), (2, 100), (3, 151)])
    func lessThanHalfAPixelIsDropped(scale: Double, height: Int) throws {
        let image = try render(Color.red.frame(width: 10, height: 50.2), scale: scale)
        #expect(image.height == height)
        #expect(image.pixels[((image.height - 1) * image.width) * 4 + 3] == 255)
    }
}
