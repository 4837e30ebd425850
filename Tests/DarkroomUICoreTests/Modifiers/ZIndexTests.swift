import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `.zIndex(_:)`: a higher value draws on top and takes the tap; equal values keep code order.
@MainActor @Suite struct ZIndexTests {
    func render<V: View>(_ view: V) throws -> Bitmap {
        let renderer = ImageRenderer(content: view)
        return try renderer.render()
    }

    func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * b.width + x) * 4
        return Array(b.pixels[i..<i + 4])
    }

    @Test func aHigherZIndexDrawsOnTopOfALaterSibling() throws {
        let view = ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        }
        #expect(pixel(try render(view), 10, 10) == [255, 59, 48, 255])
    }

    @Test func withoutZIndexTheLaterSiblingDrawsOnTop() throws {
        let view = ZStack {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
        #expect(pixel(try render(view), 10, 10) == [0, 122, 255, 255])
    }

    @Test func equalZIndexKeepsCodeOrderAndNegativeGoesBelow() throws {
        // Green (-1) at the bottom, then red and blue (both 2) in code order: blue on top in the middle;
        // green shows only outside the 10×10 squares.
        let view = ZStack {
            Color.red.frame(width: 10, height: 10).zIndex(2)
            Color.blue.frame(width: 10, height: 10).zIndex(2)
            Color.green.frame(width: 30, height: 30).zIndex(-1)
        }
        let b = try render(view)
        #expect(pixel(b, 15, 15) == [0, 122, 255, 255])
        #expect(pixel(b, 2, 2) == [52, 199, 89, 255])
    }

    @Test func zIndexSurvivesModifiersAppliedAfterIt() throws {
        let view = ZStack {
            Color.red.frame(width: 10, height: 10).zIndex(1).padding(5)
            Color.blue.frame(width: 20, height: 20)
        }
        #expect(pixel(try render(view), 10, 10) == [255, 59, 48, 255])
    }

    @Test func zIndexOrdersSiblingsInAStackWithNegativeSpacing() throws {
        // Two 20-point squares overlapping by 10 in an HStack: the first one, raised, covers the overlap.
        let view = HStack(spacing: -10) {
            Color.red.frame(width: 20, height: 20).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        }
        let b = try render(view)
        #expect(b.width == 30)
        #expect(pixel(b, 15, 10) == [255, 59, 48, 255])
        #expect(pixel(b, 25, 10) == [0, 122, 255, 255])
    }

    @Test func theRaisedViewTakesTheTap() throws {
        struct Cards: View {
            @State var tapped = "none"
            var body: some View {
                ZStack {
                    Color.red.frame(width: 60, height: 60)
                        .onTapGesture { tapped = "front" }
                        .zIndex(1)
                    Color.blue.frame(width: 60, height: 60)
                        .onTapGesture { tapped = "back" }
                    Text(tapped).hidden()
                }
            }
        }
        // A 60×60 host: the ZStack fills it, so its centre is (30, 30).
        let host = ViewHosting.host(view: Cards(), size: ProposedViewSize(width: 60, height: 60))
        try host.tap(at: CGPoint(x: 30, y: 30))
        #expect(host.texts.contains("front"))
    }

    @Test func aNaNZIndexIsTreatedAsZeroWithADiagnostic() throws {
        let view = ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(.nan)
            Color.blue.frame(width: 20, height: 20)
        }
        #expect(pixel(try render(view), 10, 10) == [0, 122, 255, 255])
        let laidOut = try inspect(view)
        #expect(laidOut.diagnostics.contains { $0.contains("zIndex") })
    }
}
