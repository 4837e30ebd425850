import DarkroomUI
@testable import DarkroomUICore
import Foundation
import Testing

/// Preferences as real code uses them: a child measured with a `GeometryReader` in its background hands its
/// size up, the parent stores it in `@State` and sizes another view from it.
@MainActor @Suite struct PreferenceTests {
    struct SizePreferenceKey: PreferenceKey {
        static let defaultValue: CGSize = .zero
        static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
    }

    struct HeightsKey: PreferenceKey {
        static let defaultValue: [CGFloat] = []
        static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) { value.append(contentsOf: nextValue()) }
    }

    struct MaxWidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    /// The measure-child pattern: an underline as wide as the measured label.
    struct MeasuredCard: View {
        @State private var labelSize: CGSize = .zero
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 80, height: 30)
                    .background(
                        GeometryReader { proxy in
                            Color.clear.preference(key: SizePreferenceKey.self, value: proxy.size)
                        }
                    )
                    .onPreferenceChange(SizePreferenceKey.self) { size in
                        labelSize = size
                    }
                Color.blue.frame(width: labelSize.width, height: 10)
            }
        }
    }

    func render<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified) throws -> Bitmap {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = proposal
        return try renderer.render()
    }

    func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * b.width + x) * 4
        return Array(b.pixels[i..<i + 4])
    }

    @Test func measuredChildSizesItsSiblingInAHost() throws {
        let host = ViewHosting.host(view: MeasuredCard(), size: .unspecified)
        #expect(host.size == CGSize(width: 80, height: 40))
        let list = try host.displayList(scale: 1)
        #expect(list.size == CGSize(width: 80, height: 40))
    }

    @Test func measuredChildSizesItsSiblingInAOneShotRender() throws {
        let bitmap = try render(MeasuredCard())
        #expect(bitmap.width == 80 && bitmap.height == 40)
        // The underline is 80 points wide: blue right across the bottom 10 rows.
        #expect(pixel(bitmap, 1, 35) == [0, 122, 255, 255])
        #expect(pixel(bitmap, 78, 35) == [0, 122, 255, 255])
        #expect(pixel(bitmap, 40, 10) == [255, 59, 48, 255])
    }

    @Test func siblingsAreReducedInTreeOrder() throws {
        struct Rows: View {
            @State var heights: [CGFloat] = []
            var body: some View {
                VStack(spacing: 0) {
                    ForEach([10, 20, 30] as [CGFloat], id: \.self) { height in
                        Color.red.frame(width: 10, height: height)
                            .preference(key: HeightsKey.self, value: [height])
                    }
                    Text(heights.map { "\(Int($0))" }.joined(separator: ","))
                }
                .onPreferenceChange(HeightsKey.self) { heights = $0 }
            }
        }
        let host = ViewHosting.host(view: Rows())
        #expect(host.texts == ["10,20,30"])
    }

    @Test func anOuterPreferenceReplacesInnerValuesAndTransformChangesThem() throws {
        struct Widths: View {
            @State var widest: CGFloat = -1
            @State var replaced: CGFloat = -1
            var body: some View {
                VStack {
                    VStack {
                        Color.red.frame(width: 10, height: 5).preference(key: MaxWidthKey.self, value: 10)
                        Color.red.frame(width: 40, height: 5).preference(key: MaxWidthKey.self, value: 40)
                    }
                    .transformPreference(MaxWidthKey.self) { $0 += 1 }
                    .onPreferenceChange(MaxWidthKey.self) { widest = $0 }
                    VStack {
                        Color.red.frame(width: 10, height: 5).preference(key: MaxWidthKey.self, value: 10)
                    }
                    .preference(key: MaxWidthKey.self, value: 99)
                    .onPreferenceChange(MaxWidthKey.self) { replaced = $0 }
                    Text("\(Int(widest)) \(Int(replaced))")
                }
            }
        }
        let host = ViewHosting.host(view: Widths())
        #expect(host.texts == ["41 99"])
    }

    @Test func onPreferenceChangeRunsOnlyWhenTheValueChanges() throws {
        struct Counter: View {
            @State var count = 0
            @State var deliveries = 0
            var body: some View {
                VStack {
                    Color.red.frame(width: 10, height: 10).preference(key: MaxWidthKey.self, value: count >= 2 ? 2 : 0)
                        .onPreferenceChange(MaxWidthKey.self) { _ in deliveries += 1 }
                    Button("Add") { count += 1 }
                    Text("\(deliveries)")
                }
            }
        }
        let host = ViewHosting.host(view: Counter())
        #expect(host.texts.last == "1")
        try host.tapButton("Add")
        #expect(host.texts.last == "1")
        try host.tapButton("Add")
        #expect(host.texts.last == "2")
    }

    @Test func anchorPreferenceHighlightsAViewThroughAnOverlay() throws {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 30, height: 50)
            Color.red.frame(width: 20, height: 20)
                .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.blue
                        .frame(width: rect.width, height: rect.height)
                        .offset(x: rect.minX, y: rect.minY)
                }
            }
        }
        let bitmap = try render(view)
        #expect(bitmap.width == 50 && bitmap.height == 50)
        // The red square sits at x 30…50, y 15…35; the overlay covers exactly it in blue.
        #expect(pixel(bitmap, 31, 16) == [0, 122, 255, 255])
        #expect(pixel(bitmap, 48, 33) == [0, 122, 255, 255])
        #expect(pixel(bitmap, 40, 12) == [0, 0, 0, 0])
        #expect(pixel(bitmap, 28, 25) == [0, 0, 0, 0])
    }

    @Test func backgroundPreferenceValueDrawsBehind() throws {
        let view = Color.red.frame(width: 20, height: 20)
            .padding(10)
            .preference(key: MaxWidthKey.self, value: 40)
            .backgroundPreferenceValue(MaxWidthKey.self) { width in
                Color.green.frame(width: width, height: width)
            }
        let bitmap = try render(view)
        #expect(bitmap.width == 40)
        #expect(pixel(bitmap, 2, 2) == [52, 199, 89, 255])
        #expect(pixel(bitmap, 20, 20) == [255, 59, 48, 255])
    }

    @Test func aPreferenceThatNeverSettlesStopsWithAnError() throws {
        struct Runaway: View {
            @State var n = 0
            var body: some View {
                Color.red.frame(width: 10, height: 10)
                    .preference(key: MaxWidthKey.self, value: CGFloat(n))
                    .onPreferenceChange(MaxWidthKey.self) { n = Int($0) + 1 }
            }
        }
        do {
            _ = try render(Runaway())
            Issue.record("expected an update-loop error")
        } catch {
            #expect("\(error)".contains("Runaway"))
        }
    }

    @Test func aViewWithoutObserversRendersAsBefore() throws {
        let view = Color.red.frame(width: 10, height: 10).preference(key: MaxWidthKey.self, value: 3)
        #expect(try render(view).pixels == render(Color.red.frame(width: 10, height: 10)).pixels)
    }
}
