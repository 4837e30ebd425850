import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// System controls and list rows in a right-to-left layout are drawn as iOS draws them: UIKit controls "appear
/// flipped when the app links against iOS 9 and later" (Apple, "Supporting Right-to-Left Languages"), and the
/// HIG's right-to-left guidance flips switches, sliders, progress indicators and ordered controls. For a control
/// with no text the right-to-left picture is exactly the left-to-right picture mirrored.
@Suite @MainActor struct RightToLeftControlTests {
    /// The view rendered left to right and right to left.
    func renders<V: View>(_ view: V, colorScheme: ColorScheme = .light) throws -> (ltr: Bitmap, rtl: Bitmap) {
        let ltr = try Rendered(view.environment(\.layoutDirection, .leftToRight), scale: 2, colorScheme: colorScheme).bitmap
        let rtl = try Rendered(view.environment(\.layoutDirection, .rightToLeft), scale: 2, colorScheme: colorScheme).bitmap
        return (ltr, rtl)
    }

    /// `bitmap` mirrored left to right.
    func mirrored(_ bitmap: Bitmap) -> Bitmap {
        var pixels = bitmap.pixels
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let from = (y * bitmap.width + (bitmap.width - 1 - x)) * 4, to = (y * bitmap.width + x) * 4
                for c in 0..<4 { pixels[to + c] = bitmap.pixels[from + c] }
            }
        }
        return Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels)
    }

    /// How many pixels of the right-to-left render differ from the mirrored left-to-right one. Frames are rounded to
    /// device pixels (half a pixel rounds away from zero, which mirroring turns into rounding toward it), so a part
    /// may land one pixel over: a pixel matches when one of its mirrored counterpart and that pixel's horizontal
    /// neighbours is within 2 levels of it in every channel.
    func mirrorMismatch<V: View>(_ view: V, colorScheme: ColorScheme = .light) throws -> Int {
        let (ltr, rtl) = try renders(view, colorScheme: colorScheme)
        #expect(ltr.width == rtl.width && ltr.height == rtl.height)
        guard ltr.width == rtl.width, ltr.height == rtl.height else { return -1 }
        let expected = mirrored(ltr)
        // The check can fail: the left-to-right picture itself must not be its own mirror.
        #expect(expected != ltr, "the left-to-right picture should not be its own mirror")
        let width = rtl.width
        func close(_ i: Int, _ j: Int) -> Bool {
            (0..<4).allSatisfy { abs(Int(rtl.pixels[i + $0]) - Int(expected.pixels[j + $0])) <= 2 }
        }
        var count = 0, low = (Int.max, Int.max), high = (Int.min, Int.min)
        for y in 0..<rtl.height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if close(i, i) || (x > 0 && close(i, i - 4)) || (x < width - 1 && close(i, i + 4)) { continue }
                count += 1
                low = (min(low.0, x), min(low.1, y))
                high = (max(high.0, x), max(high.1, y))
            }
        }
        if count > 0 {
            Issue.record("\(count) pixels differ from the mirrored left-to-right picture, in x \(low.0)…\(high.0), y \(low.1)…\(high.1) (pixels at scale 2)")
        }
        return count
    }

    /// An icon drawn with a shape (no text, so the whole picture mirrors).
    func swatch(_ width: CGFloat = 30) -> some View {
        Rectangle().fill(Color.blue).frame(width: width, height: 16)
    }

    @Test(arguments: [true, false]) func switchIsOnTheLeftAndItsKnobMirrors(isOn: Bool) throws {
        let toggle = Toggle(isOn: .constant(isOn)) { swatch() }.frame(width: 200)
        #expect(try mirrorMismatch(toggle) == 0)
    }

    @Test func stepperIsOnTheLeftWithPlusOnTheLeft() throws {
        // At the lower bound, minus is dimmed: the dimmed side moves to the right with the minus.
        let stepper = Stepper(value: .constant(0), in: 0...10) { swatch() }.frame(width: 240)
        #expect(try mirrorMismatch(stepper) == 0)
    }

    @Test func sliderRunsFromRightToLeft() throws {
        let slider = Slider(value: .constant(0.3)).frame(width: 200)
        #expect(try mirrorMismatch(slider) == 0)
        let labelled = Slider(value: .constant(0.7), in: 0...1) {
            EmptyView()
        } minimumValueLabel: {
            swatch(10)
        } maximumValueLabel: {
            swatch(20)
        }
        .frame(width: 200)
        #expect(try mirrorMismatch(labelled) == 0)
    }

    @Test func linearProgressFillsFromTheRight() throws {
        let progress = ProgressView(value: 0.3).frame(width: 200)
        #expect(try mirrorMismatch(progress) == 0)
    }

    @Test func segmentsRunRightToLeft() throws {
        let picker = Picker("Size", selection: .constant(0)) {
            Rectangle().fill(Color.red).frame(width: 12, height: 12).tag(0)
            Circle().fill(Color.green).frame(width: 12, height: 12).tag(1)
            Rectangle().fill(Color.orange).frame(width: 20, height: 8).tag(2)
        }
        .pickerStyle(.segmented)
        .frame(width: 240)
        #expect(try mirrorMismatch(picker) == 0)
        #expect(try mirrorMismatch(picker, colorScheme: .dark) == 0)
    }

    /// A settings list made of shapes: navigation rows, a toggle, a stepper and a slider.
    func shapeList<S: ListStyle>(_ style: S, width: CGFloat = 320) -> some View {
        List {
            Section {
                NavigationLink(destination: EmptyView()) { swatch() }
                NavigationLink(destination: EmptyView()) { swatch(60) }
                Toggle(isOn: .constant(true)) { swatch(40) }
            } header: {
                swatch(80)
            } footer: {
                swatch(120)
            }
            Section {
                Stepper(value: .constant(3), in: 0...10) { swatch(20) }
                Slider(value: .constant(0.25))
            }
        }
        .listStyle(style)
        .frame(width: width, height: 420)
    }

    @Test func insetGroupedListMirrors() throws {
        #expect(try mirrorMismatch(shapeList(.insetGrouped)) == 0)
    }

    @Test func groupedListMirrors() throws {
        #expect(try mirrorMismatch(shapeList(.grouped)) == 0)
    }

    @Test func plainListMirrors() throws {
        #expect(try mirrorMismatch(shapeList(.plain)) == 0)
        #expect(try mirrorMismatch(shapeList(.plain), colorScheme: .dark) == 0)
    }

    @Test func aListInsideAWiderScreenDrawsWhereItIsPlaced() throws {
        // The list is the leading 200 points of a 300-point row: right to left it is the right 200 points, and
        // its backgrounds, cards and separators go with it.
        let screen = HStack(spacing: 0) {
            shapeList(.insetGrouped, width: 200)
            Color.yellow.frame(width: 100)
        }
        #expect(try mirrorMismatch(screen) == 0)
    }

    @Test func customRowInsetsBackgroundsAndSeparatorTintsMirror() throws {
        // A 60-point leading inset is on the right: the separator starts 60 points from the right edge.
        let list = List {
            Section {
                NavigationLink(destination: EmptyView()) { swatch() }
                    .listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 10))
                    .listRowSeparatorTint(.red)
                Toggle(isOn: .constant(false)) { swatch(40) }
                    .listRowBackground(Color.yellow.padding(.leading, 100))
                swatch(70)
            }
        }
        .frame(width: 320, height: 260)
        #expect(try mirrorMismatch(list) == 0)
    }

    @Test func aLeftToRightListInsideARightToLeftScreenIsDrawnLeftToRight() throws {
        // Mirrored twice: the list's own drawing (separators, slider, segments) is left to right again.
        let island = shapeList(.insetGrouped).environment(\.layoutDirection, .leftToRight)
        let (ltr, rtl) = try renders(island)
        #expect(ltr == rtl)
        let segments = Picker("Size", selection: .constant(0)) {
            Rectangle().fill(Color.red).frame(width: 12, height: 12).tag(0)
            Circle().fill(Color.green).frame(width: 12, height: 12).tag(1)
        }
        .pickerStyle(.segmented)
        .frame(width: 200)
        let (a, b) = try renders(segments.environment(\.layoutDirection, .leftToRight))
        #expect(a == b)
    }

    @Test func pickerRowsPutTheirValueAndChevronOnTheLeft() throws {
        // Menu and navigation-link pickers in a list: the value and the chevron (chevron.forward points left) are
        // on the left.
        let list = List {
            Picker(selection: .constant(1)) {
                swatch(20).tag(0)
                swatch(40).tag(1)
            } label: {
                swatch(60)
            }
            Picker(selection: .constant(0)) {
                swatch(20).tag(0)
            } label: {
                swatch(30)
            }
            .pickerStyle(.navigationLink)
        }
        .frame(width: 320, height: 240)
        #expect(try mirrorMismatch(list) == 0)
    }

    @Test func inlinePickerCheckmarkIsOnTheLeftAndNotMirrored() throws {
        // The checkmark moves to the left but is not a directional symbol: it keeps its shape.
        let list = List {
            Picker(selection: .constant(1)) {
                swatch(20).tag(0)
                swatch(50).tag(1)
            } label: {
                swatch(30)
            }
            .pickerStyle(.inline)
        }
        .tint(.red)
        .frame(width: 320, height: 240)
        let (ltr, rtl) = try renders(list)
        /// The box of the checkmark's red ink.
        func checkmark(_ bitmap: Bitmap) -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
            var x0 = Int.max, x1 = Int.min, y0 = Int.max, y1 = Int.min
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width {
                    let i = (y * bitmap.width + x) * 4
                    if bitmap.pixels[i] > 200, bitmap.pixels[i + 1] < 120, bitmap.pixels[i + 2] < 120 {
                        x0 = min(x0, x)
                        x1 = max(x1, x)
                        y0 = min(y0, y)
                        y1 = max(y1, y)
                    }
                }
            }
            return (x0...max(x0, x1), y0...max(y0, y1))
        }
        let a = checkmark(ltr), b = checkmark(rtl)
        #expect(a.x.lowerBound > ltr.width / 2, "left to right the checkmark is at the right")
        #expect(b.x.upperBound < rtl.width / 2, "right to left it is at the left")
        #expect(abs((rtl.width - 1 - b.x.upperBound) - a.x.lowerBound) <= 1, "at the mirrored place")
        #expect(a.y == b.y && a.x.count == b.x.count)
        // Not mirrored: the ink box holds the same pixels both ways (the short stroke stays on the left).
        var same = true
        for y in a.y {
            for dx in 0..<a.x.count {
                let i = (y * ltr.width + a.x.lowerBound + dx) * 4, j = (y * rtl.width + b.x.lowerBound + dx) * 4
                if (0..<4).contains(where: { abs(Int(ltr.pixels[i + $0]) - Int(rtl.pixels[j + $0])) > 2 }) { same = false }
            }
        }
        #expect(same)
    }

    @Test func labelsGroupBoxesAndColorWellsMirrorByLayout() throws {
        // Controls built from stacks mirror with the layout: the label's icon on the right, the group box's
        // title at the right, the colour well on the left.
        let view = VStack(alignment: .leading, spacing: 12) {
            Label {
                swatch(60)
            } icon: {
                Circle().fill(Color.orange).frame(width: 20, height: 20)
            }
            GroupBox {
                swatch(100)
            } label: {
                swatch(40)
            }
            ColorPicker(selection: .constant(Color.red)) { swatch(50) }
            Toggle(isOn: .constant(true)) { swatch(20) }.toggleStyle(.button)
        }
        .padding()
        .frame(width: 300)
        #expect(try mirrorMismatch(view) == 0)
    }

    @Test func aHorizontalScrollViewStartsAtItsRightEdge() throws {
        // Content wider than the scroll view rests at its leading edge: the first item at the right, the overflow
        // past the left edge.
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                box("first", 80, 20)
                box("second", 80, 20)
                box("third", 80, 20)
            }
        }
        .frame(width: 200, height: 20)
        .environment(\.layoutDirection, .rightToLeft)
        let layout = try inspect(view)
        #expect(try layout.frame(of: "first") == CGRect(x: 120, y: 0, width: 80, height: 20))
        #expect(try layout.frame(of: "second") == CGRect(x: 40, y: 0, width: 80, height: 20))
        #expect(try layout.frame(of: "third") == CGRect(x: -40, y: 0, width: 80, height: 20))
    }

    @Test func textFieldTextStartsAtTheRight() throws {
        // A field's text is aligned to its leading edge: the right edge right to left (glyphs are not mirrored, so
        // this compares where the ink is, not the picture).
        let field = TextField("Name", text: .constant("Hello")).frame(width: 300, height: 30)
        let (ltr, rtl) = try renders(field)
        func inkColumns(_ bitmap: Bitmap) -> ClosedRange<Int> {
            var low = Int.max, high = Int.min
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width where bitmap.pixels[(y * bitmap.width + x) * 4 + 3] > 0 {
                    low = min(low, x)
                    high = max(high, x)
                }
            }
            return low...high
        }
        let ltrInk = inkColumns(ltr), rtlInk = inkColumns(rtl)
        #expect(ltrInk.lowerBound < 10 && ltrInk.upperBound < 300)
        #expect(rtlInk.upperBound > 590 && rtlInk.lowerBound > 300)
        // The same glyphs: the ink is as wide both ways.
        #expect(rtlInk.count == ltrInk.count)
    }
}

/// `Image(systemName:)` right to left: symbols that point forward or backward in reading order are mirrored.
@Suite @MainActor struct RightToLeftSymbolTests {
    /// A triangle pointing right in a 10×10 box.
    var pointer: Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 5))
        path.addLine(to: CGPoint(x: 0, y: 10))
        path.closeSubpath()
        return path
    }

    /// Whether the symbol's ink is heavier on the right than on the left.
    func pointsRight(_ name: String, _ direction: LayoutDirection) throws -> Bool {
        let r = try Rendered(Image(systemName: name).foregroundStyle(Color.black).environment(\.layoutDirection, direction))
        var left = 0, right = 0
        for y in 0..<r.bitmap.height {
            for x in 0..<r.bitmap.width {
                if x < r.bitmap.width / 2 { left += r[x: x, y: y][3] } else { right += r[x: x, y: y][3] }
            }
        }
        return right < left
    }

    @Test func forwardAndBackwardSymbolsFlipButFixedDirectionsDoNot() throws {
        let registry = SymbolRegistry.shared
        for name in ["rtltest.arrow.forward", "rtltest.arrow.right", "forward.rtltest"] {
            registry.register(name, path: pointer, viewBox: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        defer { for name in ["rtltest.arrow.forward", "rtltest.arrow.right", "forward.rtltest"] { registry.unregister(name) } }
        // The triangle's ink is heavier at its base: pointing right, the left half holds more ink.
        #expect(try pointsRight("rtltest.arrow.forward", .leftToRight))
        #expect(try !pointsRight("rtltest.arrow.forward", .rightToLeft))
        #expect(try pointsRight("rtltest.arrow.right", .rightToLeft))
        #expect(try pointsRight("forward.rtltest", .rightToLeft))
    }
}
