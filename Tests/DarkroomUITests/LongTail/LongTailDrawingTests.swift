import DarkroomUI
import Foundation
import Testing

// Issue 24 §4: APIs that compiled but drew something other than an iPhone.

/// A segmented picker's selection indicator, as tab-bar and filter screens write it.
struct FilterTabs: View {
    @Namespace private var underline
    let selected = "Week"
    var body: some View {
        HStack(spacing: 0) {
            ForEach(["Day", "Week", "Month"], id: \.self) { tab in
                Text(tab)
                    .frame(width: 100, height: 30)
                    .matchedGeometryEffect(id: tab, in: underline)
            }
        }
        .overlay(alignment: .bottomLeading) {
            Capsule().fill(Color.red).frame(width: 40, height: 3)
                .matchedGeometryEffect(id: selected, in: underline, isSource: false)
        }
    }
}

/// A schedule written for SwiftUI: every quarter hour from a start date.
struct QuarterHourSchedule: TimelineSchedule {
    let start: Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        (0..<4).map { start.addingTimeInterval(Double($0) * 900) }
    }
}

/// One pixel of a bitmap (RGBA8).
struct Pixel { let red, green, blue, alpha: UInt8 }

extension Bitmap {
    func pixel(x: Int, y: Int) -> Pixel {
        let i = (y * width + x) * 4
        return Pixel(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
    }
}

/// Whether no two of `images` are equal.
func allDifferent(_ images: [Bitmap]) -> Bool {
    for i in images.indices { for j in images.indices where j > i && images[i] == images[j] { return false } }
    return true
}

@MainActor @Suite struct LongTailDrawingTests {
    @Test func aNonSourceMatchedGeometryViewTakesItsSourcesFrame() throws {
        let bar = try #require(try fills(of: "#FF3B30FF", in: FilterTabs()).first)
        // The "Week" tab spans x 100...200, y 0...30: the indicator is laid out in that frame; its fixed 40 × 3 frame
        // keeps its size, centred there (without the effect it would sit at the bottom leading corner).
        #expect(abs(bar.midX - 150) < 0.01 && abs(bar.width - 40) < 0.01, "\(bar)")
        #expect(abs(bar.midY - 15) <= 0.5 && abs(bar.height - 3) < 0.01, "\(bar) (frames snap to whole pixels)")
    }

    @Test func listRowSeparatorsHonourTheirEdges() throws {
        func list(_ middle: some View) -> some View {
            List {
                Text("One")
                middle
                Text("Three")
            }.listStyle(.plain).frame(width: 390, height: 300)
        }
        func separators(_ view: some View) throws -> [CGRect] {
            try drawnItems(view).compactMap {
                if case .fill(let path, _, _) = $0, path.boundingRect.height <= 1, path.boundingRect.width > 100 { return path.boundingRect }
                return nil
            }
        }
        let all = try separators(list(Text("Two")))
        let noBottom = try separators(list(Text("Two").listRowSeparator(.hidden, edges: .bottom)))
        let noTop = try separators(list(Text("Two").listRowSeparator(.hidden, edges: .top)))
        let neither = try separators(list(Text("Two").listRowSeparator(.hidden)))
        #expect(noBottom.count == all.count - 1)
        #expect(noTop.count == all.count - 1)
        #expect(neither.count == all.count - 2)
        #expect(noTop != noBottom, "top hides the separator above the row, bottom the one below")

        let tinted = try fills(of: "#FF3B30FF", in: list(Text("Two").listRowSeparatorTint(.red, edges: .bottom)))
        #expect(tinted.count == 1)
        let sectionLast = try separators(
            List {
                Section {
                    Text("A")
                    Text("B")
                }.listSectionSeparator(.hidden, edges: .bottom)
            }
            .listStyle(.plain).frame(width: 390, height: 300))
        let sectionAll = try separators(
            List {
                Section {
                    Text("A")
                    Text("B")
                }
            }.listStyle(.plain).frame(width: 390, height: 300))
        #expect(sectionLast.count == sectionAll.count - 1)
    }

    @Test func graphicsContextGradientOptionsChangeThePicture() throws {
        func canvas(_ options: GraphicsContext.GradientOptions) -> some View {
            Canvas { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(
                        Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 25, y: 0),
                        options: options))
            }.frame(width: 100, height: 10)
        }
        let pad = try ImageRenderer(content: canvas([])).render()
        let repeated = try ImageRenderer(content: canvas(.repeat)).render()
        let mirrored = try ImageRenderer(content: canvas(.mirror)).render()
        let linear = try ImageRenderer(content: canvas(.linearColor)).render()
        #expect(allDifferent([pad, repeated, mirrored, linear]))
        // Beyond the end: padding keeps blue; repeating starts red again at x = 25…50; mirroring runs back to red.
        let padPixel = pad.pixel(x: 30, y: 5), repeatPixel = repeated.pixel(x: 30, y: 5)
        #expect(padPixel.blue > padPixel.red && repeatPixel.red > repeatPixel.blue)
        let mirrorPixel = mirrored.pixel(x: 48, y: 5)
        #expect(mirrorPixel.red > mirrorPixel.blue)
    }

    @Test func graphicsContextShadowOptionsChangeThePicture() throws {
        func canvas(_ options: GraphicsContext.ShadowOptions) -> some View {
            Canvas { context, size in
                var context = context
                context.addFilter(.shadow(color: .black, radius: 2, x: 6, y: 6, options: options))
                context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
            }.frame(width: 50, height: 50)
        }
        let normal = try ImageRenderer(content: canvas([])).render()
        let only = try ImageRenderer(content: canvas(.shadowOnly)).render()
        let above = try ImageRenderer(content: canvas(.shadowAbove)).render()
        let inverted = try ImageRenderer(content: canvas(.invertsAlpha)).render()
        #expect(allDifferent([normal, only, above, inverted]))
        // Shadow only: the red square is not drawn; its shadow is.
        #expect(only.pixel(x: 12, y: 12).red < 128 || only.pixel(x: 12, y: 12).alpha == 0)
        #expect(only.pixel(x: 32, y: 32).alpha > 0)
        #expect(normal.pixel(x: 12, y: 12).red > 200)
    }

    @Test func labelIconsInListRowsAreTinted() throws {
        let row = List { Label("Wi-Fi", systemImage: "wifi") }.frame(width: 390, height: 200)
        let tinted = List { Label("Wi-Fi", systemImage: "wifi") }.tint(.green).frame(width: 390, height: 200)
        let explicit = List { Label("Wi-Fi", systemImage: "wifi").foregroundStyle(.primary) }.frame(width: 390, height: 200)
        let a = try ImageRenderer(content: row).render(), b = try ImageRenderer(content: tinted).render()
        let c = try ImageRenderer(content: explicit).render()
        #expect(a != b, "the icon follows the tint")
        #expect(a != c, "an explicit foreground style draws the icon in it")
        let title = try #require(try drawnText("Wi-Fi", in: tinted))
        let plainTitle = try #require(try drawnText("Wi-Fi", in: row))
        #expect(title.color == plainTitle.color, "the title stays in the label colour")
    }

    @Test func aCustomTimelineScheduleDrawsItsFirstEntry() throws {
        let start = Date(timeIntervalSinceReferenceDate: 3600)
        let view = TimelineView(QuarterHourSchedule(start: start)) { context in
            Text("\(Int(context.date.timeIntervalSinceReferenceDate))")
        }
        #expect(try drawnText("3600", in: view) != nil)
        // SwiftUI's built-in schedules through the same protocol.
        let now = Date(timeIntervalSinceReferenceDate: 125)
        let minute = TimelineView(.everyMinute) { Text("\(Int($0.date.timeIntervalSinceReferenceDate))") }
            .environment(\.snapshotDate, now)
        #expect(try drawnText("120", in: minute) != nil)
        let periodic = TimelineView(.periodic(from: .init(timeIntervalSinceReferenceDate: 100), by: 10)) {
            Text("\(Int($0.date.timeIntervalSinceReferenceDate))")
        }.environment(\.snapshotDate, now)
        #expect(try drawnText("120", in: periodic) != nil)
        #expect(
            Array(
                PeriodicTimelineSchedule.periodic(from: .init(timeIntervalSinceReferenceDate: 0), by: 5)
                    .entries(from: now, mode: .normal).prefix(2)) == [.init(timeIntervalSinceReferenceDate: 125), .init(timeIntervalSinceReferenceDate: 130)])
    }
}
