import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// A stroked shape moved, turned or scaled as a shape stays a stroke, as SwiftUI's `stroke` returns the stroked
/// outline as a shape: `WindUpKey().stroke(lineWidth: 2).rotation(.degrees(-45))` draws an outline, not a filled key.
@Suite @MainActor struct TransformedStrokeTests {
    /// The line width of the first item drawn, or nil when it is not a stroke.
    func strokedWidth<V: View>(_ view: V) throws -> CGFloat? {
        let list = try ImageRenderer(content: view).displayList()
        guard case .stroke(_, _, let style)? = list.items.first else { return nil }
        return style.lineWidth
    }

    @Test func rotatedAndOffsetStrokesKeepTheirLineWidth() throws {
        #expect(try strokedWidth(Circle().stroke(lineWidth: 4).rotation(.degrees(30)).frame(width: 40, height: 40)) == 4)
        #expect(try strokedWidth(Capsule().stroke(lineWidth: 3).offset(x: 5, y: 2).frame(width: 40, height: 20)) == 3)
        #expect(
            try strokedWidth(
                RoundedRectangle(cornerRadius: 4).stroke(style: StrokeStyle(lineWidth: 2, dash: [3, 2])).rotation(.degrees(-45)).offset(x: 1)
                    .frame(width: 30, height: 30)) == 2)
    }

    @Test func scaledStrokesScaleTheirLineWidth() throws {
        #expect(try strokedWidth(Circle().stroke(lineWidth: 2).scale(2).frame(width: 40, height: 40)) == 4)
        #expect(try strokedWidth(Circle().stroke(lineWidth: 2).scale(x: 4, y: 1).frame(width: 40, height: 40)) == 4)
        #expect(try strokedWidth(Rectangle().stroke(lineWidth: 1).transform(CGAffineTransform(scaleX: 3, y: 3)).frame(width: 10, height: 10)) == 3)
    }

    @Test func aFilledTransformStaysAFill() throws {
        #expect(try strokedWidth(Circle().rotation(.degrees(30)).frame(width: 40, height: 40)) == nil)
        #expect(try strokedWidth(Circle().scale(0.5).offset(x: 2).frame(width: 40, height: 40)) == nil)
    }

    @Test func aRotatedRingIsHollow() throws {
        let ring = try Rendered(
            Circle().stroke(lineWidth: 4).rotation(.degrees(-45)).foregroundStyle(Color.red).frame(width: 40, height: 40))
        // The centre is clear (a fill would cover it), the ring is red.
        #expect(ring[x: 20, y: 20][3] == 0)
        #expect(ring.matches(20, 1, [255, 59, 48, 255], tolerance: 2))
        let moved = try Rendered(Circle().stroke(lineWidth: 4).offset(x: 10).fill(Color.blue).frame(width: 40, height: 40))
        // Moved 10 pt right: its centre (30, 20) is clear and its left edge crosses x = 10.
        #expect(moved[x: 30, y: 20][3] == 0)
        #expect(moved[x: 10, y: 20][3] > 200)
    }
}
