import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// A `.borderedProminent` capsule button's ends are flattened continuous corners, as iOS draws them (issue 23's
/// recordings), not semicircles.
@MainActor @Suite struct ButtonCapsuleTests {
    /// The summed alpha of the pixels a view covers, on a transparent canvas at 2×.
    private func coverage<V: View>(_ view: V) throws -> (total: Int, rendered: Rendered) {
        let rendered = try Rendered(view, scale: 2)
        var total = 0
        for i in stride(from: 3, to: rendered.bitmap.pixels.count, by: 4) { total += Int(rendered.bitmap.pixels[i]) }
        return (total, rendered)
    }

    @Test func capsuleButtonEndsAreFlatterThanSemicircles() throws {
        let button = try coverage(
            Button("Continue") {}
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .controlSize(.large)
        )
        let size = (button.rendered.bitmap.width, button.rendered.bitmap.height)
        let round = try coverage(Capsule(style: .circular).fill(.blue).frame(width: CGFloat(size.0) / 2, height: CGFloat(size.1) / 2))
        let square = size.0 * size.1 * 255
        // More than a circular capsule covers, less than the full rectangle.
        #expect(button.total > round.total + 255 * 4, "button \(button.total), circular capsule \(round.total)")
        #expect(button.total < square)
        // The corners stay clear; the middle of each end is filled to the edge.
        #expect(button.rendered[x: 0, y: 0][3] == 0)
        #expect(button.rendered[x: 0, y: size.1 / 2][3] > 200)
    }

    /// Without `.buttonBorderShape(.capsule)` the button keeps its continuous rounded rectangle.
    @Test func automaticShapeIsNotACapsule() throws {
        let automatic = try coverage(Button("Continue") {}.buttonStyle(.borderedProminent))
        let capsule = try coverage(Button("Continue") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule))
        #expect(automatic.rendered.bitmap.width == capsule.rendered.bitmap.width)
        #expect(automatic.total > capsule.total)
    }
}
