import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `containerRelativeFrame`, `safeAreaPadding` and `safeAreaInset`: lengths from the nearest scroll view, content
/// insets, and the inset content placed over the view.
@MainActor @Suite struct ContainerRelativeFrameTests {
    @Test func cardsTakeTheScrollViewsWidthLessItsSafeAreaPadding() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { index in
                    Color.blue.frame(height: 50).containerRelativeFrame(.horizontal).accessibilityIdentifier("card\(index)")
                }
            }
        }
        .safeAreaPadding(.horizontal, 20)
        let layout = try inspect(view, width: 300, height: 100)
        // The horizontal scroll view is as tall as its cards (issue 24 §3), so only x and the size are fixed here.
        let card0 = try layout.frame(of: "card0"), card1 = try layout.frame(of: "card1")
        #expect(card0.minX == 20 && card0.size == CGSize(width: 260, height: 50))
        #expect(card1.minX == 290 && card1.size == CGSize(width: 260, height: 50) && card1.minY == card0.minY)
    }

    @Test func countAndSpanDivideTheContainerIntoColumns() throws {
        // (300 − 3 × 10) / 4 = 67.5 per column; a span of 2 adds one gap: 145.
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.red.frame(height: 40).containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 10).accessibilityIdentifier("wide")
                Color.red.frame(height: 40).containerRelativeFrame(.horizontal, count: 4, spacing: 10).accessibilityIdentifier("narrow")
            }
        }
        let layout = try inspect(view, width: 300, height: 40)
        #expect(try layout.frame(of: "wide").width == 145)
        #expect(try layout.frame(of: "narrow").width == 67.5)
        #expect(try layout.frame(of: "narrow").minX == 155)
    }

    @Test func theLengthClosureGetsTheContainersLengthAndAxis() throws {
        let view = ScrollView {
            Color.green
                .containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .horizontal ? length / 2 : length / 4 }
                .accessibilityIdentifier("quarter")
        }
        let layout = try inspect(view, width: 200, height: 400)
        #expect(try layout.frame(of: "quarter") == CGRect(x: 50, y: 0, width: 100, height: 100))
    }

    @Test func safeAreaInsetSitsOverTheViewWhoseContentShrinks() throws {
        let view = Color.gray.accessibilityIdentifier("content")
            .safeAreaInset(edge: .bottom, spacing: 4) {
                Color.black.frame(width: 80, height: 30).accessibilityIdentifier("bar")
            }
        let layout = try inspect(view, width: 200, height: 300)
        #expect(layout.size == CGSize(width: 200, height: 300))
        #expect(try layout.frame(of: "content") == CGRect(x: 0, y: 0, width: 200, height: 266))
        #expect(try layout.frame(of: "bar") == CGRect(x: 60, y: 270, width: 80, height: 30))
    }
}
