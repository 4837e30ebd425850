import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `.environment(\.layoutDirection, .rightToLeft)` mirrors placement as SwiftUI does ("SwiftUI horizontally
/// flips the x position of each view within its parent", `LayoutSubviews.layoutDirection`); text and images
/// are not mirrored.
@Suite @MainActor struct RightToLeftTests {
    /// An HStack padded on its leading edge, leading-aligned in a 200-point frame.
    func paddedRow(_ direction: LayoutDirection) -> some View {
        HStack(spacing: 0) {
            box("first", 30, 20)
            box("second", 50, 20)
        }
        .padding(.leading, 10)
        .frame(width: 200, height: 20, alignment: .leading)
        .environment(\.layoutDirection, direction)
    }

    @Test func leftToRightIsUnchanged() throws {
        let layout = try inspect(paddedRow(.leftToRight))
        #expect(try layout.frame(of: "first") == CGRect(x: 10, y: 0, width: 30, height: 20))
        #expect(try layout.frame(of: "second") == CGRect(x: 40, y: 0, width: 50, height: 20))
    }

    @Test func hStackLeadingPaddingAndFrameAlignmentMirror() throws {
        // Leading is the right edge: the 90-point row sits at x 110…200; its 10-point leading padding is at
        // 190…200; the first child is rightmost (160…190), the second left of it (110…160).
        let layout = try inspect(paddedRow(.rightToLeft))
        #expect(layout.size == CGSize(width: 200, height: 20))
        #expect(try layout.frame(of: "first") == CGRect(x: 160, y: 0, width: 30, height: 20))
        #expect(try layout.frame(of: "second") == CGRect(x: 110, y: 0, width: 50, height: 20))
    }

    @Test func vStackLeadingAlignmentAndOffsetMirror() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            box("wide", 100, 10)
            box("narrow", 40, 10)
            box("moved", 20, 10).offset(x: 5)
        }
        .environment(\.layoutDirection, .rightToLeft)
        let layout = try inspect(view)
        #expect(try layout.frame(of: "wide") == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(try layout.frame(of: "narrow") == CGRect(x: 60, y: 10, width: 40, height: 10))
        // A positive x offset moves toward the trailing edge: to the left.
        #expect(try layout.frame(of: "moved") == CGRect(x: 75, y: 20, width: 20, height: 10))
    }

    @Test func aLeftToRightIslandInsideARightToLeftScreenIsLeftToRight() throws {
        let view = VStack(spacing: 0) {
            HStack(spacing: 0) {
                box("a1", 20)
                box("a2", 30)
            }
            HStack(spacing: 0) {
                box("b1", 20)
                box("b2", 30)
            }
            .environment(\.layoutDirection, .leftToRight)
        }
        .frame(width: 100, alignment: .leading)
        .environment(\.layoutDirection, .rightToLeft)
        let layout = try inspect(view)
        // The outer rows are trailing-aligned in RTL (x 50…100); the RTL row runs right to left…
        #expect(try layout.frame(of: "a1").minX == 80)
        #expect(try layout.frame(of: "a2").minX == 50)
        // …and the island keeps left-to-right order inside its own frame.
        #expect(try layout.frame(of: "b1").minX == 50)
        #expect(try layout.frame(of: "b2").minX == 70)
    }

    /// A custom layout that places its subviews left to right by its own arithmetic.
    struct Ribbon: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            #expect(subviews.layoutDirection == .rightToLeft)
            var x = bounds.minX
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
                x += size.width
            }
        }
    }

    @Test func customLayoutsSeeTheDirectionAndAreFlipped() throws {
        let view = Ribbon {
            box("one", 10)
            box("two", 30)
        }.environment(\.layoutDirection, .rightToLeft)
        let layout = try inspect(view)
        #expect(try layout.frame(of: "one") == CGRect(x: 30, y: 0, width: 10, height: 10))
        #expect(try layout.frame(of: "two") == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func textAlignsToTheTrailingEdgeAndIsNotMirrored() throws {
        // Without hand-computed text widths: a one-line text in a leading-aligned wide frame ends at the right edge.
        let view = Text("Hello").accessibilityIdentifier("t")
            .frame(width: 300, alignment: .leading)
            .environment(\.layoutDirection, .rightToLeft)
        let layout = try inspect(view)
        let text = try layout.frame(of: "t")
        #expect(text.maxX == 300 && text.minX > 0)
        // Multiline text's leading alignment is the right edge: a short last line ends where the long first does.
        let para = Text("Mirror mirror on the wall\nok")
            .frame(width: 400, alignment: .leading)
            .environment(\.layoutDirection, .rightToLeft)
        let ltr = try Rendered(Text("Mirror mirror on the wall\nok").frame(width: 400, alignment: .leading))
        let rtl = try Rendered(para)
        func inkColumns(_ r: Rendered, rows: ClosedRange<Int>) -> (Int, Int) {
            var low = Int.max, high = Int.min
            for y in rows where y < r.bitmap.height {
                for x in 0..<r.bitmap.width where r[x: x, y: y][3] > 0 {
                    low = min(low, x)
                    high = max(high, x)
                }
            }
            return (low, high)
        }
        let height = rtl.bitmap.height
        let (lastLow, lastHigh) = inkColumns(rtl, rows: (height / 2 + 2)...(height - 1))
        let (firstLow, firstHigh) = inkColumns(rtl, rows: 0...(height / 2 - 2))
        #expect(abs(lastHigh - firstHigh) <= 2, "lines end together at the right")
        #expect(lastLow > firstLow + 20)
        // The glyphs are the same (not mirrored): the first line's ink has the same width in both directions.
        let (ltrLow, ltrHigh) = inkColumns(ltr, rows: 0...(height / 2 - 2))
        #expect(ltrHigh - ltrLow == firstHigh - firstLow)
    }

    /// A 2×1 image: red on the left, blue on the right.
    var arrow: Image {
        Image(bitmap: Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]))
    }

    @Test func imagesAreNotFlippedUnlessAsked() throws {
        let plain = try Rendered(arrow.environment(\.layoutDirection, .rightToLeft))
        #expect(plain[x: 0, y: 0] == [255, 0, 0, 255])
        #expect(plain[x: 1, y: 0] == [0, 0, 255, 255])
        let flipped = try Rendered(arrow.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft))
        #expect(flipped[x: 0, y: 0] == [0, 0, 255, 255])
        #expect(flipped[x: 1, y: 0] == [255, 0, 0, 255])
        // Left to right the modifier does nothing.
        let ltr = try Rendered(arrow.flipsForRightToLeftLayoutDirection(true))
        #expect(ltr[x: 0, y: 0] == [255, 0, 0, 255])
    }
}
