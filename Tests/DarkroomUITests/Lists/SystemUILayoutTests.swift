import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// Lays `view` out as the iPhone 13 Pro device host does (390 × 844 pt, safe area 47 pt top and 34 pt
/// bottom), with the font-free stand-in text measurer (8 pt per character, 16-pt lines).
@MainActor func inspectOnIPhone13Pro<V: View>(_ view: V) throws -> LaidOutView {
    let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    let hosted =
        view
        ._deviceSafeArea(screenSize: CGSize(width: 390, height: 844), insets: insets)
        .frame(width: 390, height: 763)
        .padding(insets)
        .environment(\.textMeasurer, StandInTextMeasurer())
    return try LayoutInspector.layout(hosted, in: ProposedViewSize(width: 390, height: 844))
}

/// Frames computed by hand from the metrics in ListMetrics, BarMetrics and ControlMetrics.
@MainActor @Suite struct SystemUILayoutTests {
    /// Bar: 47 (status bar) + 96 (44 + 52 large title) = 143. First section: 35 below, at 178, inset 20;
    /// row content inset 20 → x 40; a 16-pt line in a 44-pt row (6 + 6 insets) is centred: 178 + 6 + 8 = 192.
    @Test func firstRowOfAnInsetGroupedListUnderALargeTitle() throws {
        let layout = try inspectOnIPhone13Pro(
            NavigationStack {
                List {
                    Text("Row 0").accessibilityIdentifier("row0")
                    Text("Row 1").accessibilityIdentifier("row1")
                }
                .navigationTitle("Settings")
            })
        #expect(try layout.frame(of: "row0") == CGRect(x: 40, y: 192, width: 40, height: 16))
        #expect(try layout.frame(of: "row1") == CGRect(x: 40, y: 236, width: 40, height: 16))
        // The large title: 16 pt from the leading edge, its bottom 8 pt above the bar's bottom (143 − 8 − 16).
        #expect(layout.nodes.contains { $0.frame == CGRect(x: 16, y: 119, width: 64, height: 16) })
    }

    /// An inline title: the bar is 44 pt (47 + 44 = 91); the first row's content at 91 + 35 + 14 = 140.
    @Test func inlineTitleBarIs44Points() throws {
        let layout = try inspectOnIPhone13Pro(
            NavigationStack {
                List { Text("A").accessibilityIdentifier("a") }
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
            })
        #expect(try layout.frame(of: "a") == CGRect(x: 40, y: 140, width: 8, height: 16))
        // The inline title is centred in the 44-pt bar: x (390 − 40) / 2, y 47 + (44 − 16) / 2.
        #expect(layout.nodes.contains { $0.frame == CGRect(x: 175, y: 61, width: 40, height: 16) })
    }

    /// A section header: 16 pt above its text, 6 pt below; the header text is inset like the rows.
    @Test func sectionHeaderAndFooter() throws {
        let layout = try inspectOnIPhone13Pro(
            NavigationStack {
                List {
                    Section {
                        Text("Row").accessibilityIdentifier("row")
                    } header: {
                        Text("Account").accessibilityIdentifier("header")
                    } footer: {
                        Text("Footer").accessibilityIdentifier("footer")
                    }
                }
                .navigationTitle("Settings")
            })
        #expect(try layout.frame(of: "header") == CGRect(x: 40, y: 159, width: 56, height: 16))
        // Card at 159 + 16 + 6 = 181; row content at 181 + 14 = 195; footer 6 pt below the 44-pt row.
        #expect(try layout.frame(of: "row") == CGRect(x: 40, y: 195, width: 24, height: 16))
        #expect(try layout.frame(of: "footer") == CGRect(x: 40, y: 231, width: 48, height: 16))
    }

    /// Plain lists: no section margin, rows full width with the 20-pt content inset.
    @Test func plainListRows() throws {
        let layout = try inspectOnIPhone13Pro(
            List {
                Text("One").accessibilityIdentifier("one")
                Text("Two").accessibilityIdentifier("two")
            }.listStyle(.plain))
        #expect(try layout.frame(of: "one") == CGRect(x: 20, y: 47 + 14, width: 24, height: 16))
        #expect(try layout.frame(of: "two") == CGRect(x: 20, y: 47 + 44 + 14, width: 24, height: 16))
    }

    /// Custom row insets replace the default ones; a tall row grows past 44 pt.
    @Test func rowInsetsAndTallRows() throws {
        let layout = try inspectOnIPhone13Pro(
            List {
                Color.red.frame(height: 60).accessibilityIdentifier("tall")
                    .listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
                Text("After").accessibilityIdentifier("after")
            })
        // No bar: the list starts at the safe area's top (47); first section at 47 + 35 = 82.
        #expect(try layout.frame(of: "tall") == CGRect(x: 20, y: 82, width: 350, height: 60))
        #expect(try layout.frame(of: "after") == CGRect(x: 40, y: 142 + 14, width: 40, height: 16))
    }

    /// A vertical scroll view proposes its content an unspecified height and the full width, and keeps its
    /// content at the top.
    @Test func scrollViewContentStartsAtTheTop() throws {
        let layout = try inspect(
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 500).accessibilityIdentifier("tall")
                    Color.blue.frame(height: 500).accessibilityIdentifier("below")
                }
            }, width: 300, height: 400)
        #expect(layout.size == CGSize(width: 300, height: 400))
        #expect(try layout.frame(of: "tall") == CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(try layout.frame(of: "below") == CGRect(x: 0, y: 500, width: 300, height: 500))
    }

    /// Three flexible columns in 320 pt with 8-pt spacing: (320 − 16) / 3 = 101.33 each.
    @Test func lazyVGridFlexibleColumns() throws {
        let columns = [GridItem(), GridItem(), GridItem()]
        let layout = try inspect(
            LazyVGrid(columns: columns, spacing: 10) {
                ForEach(0..<4) { i in Color.red.frame(height: 20).accessibilityIdentifier("c\(i)") }
            }, width: 320)
        let w = (320 - 16) / 3.0
        #expect(close(try layout.frame(of: "c0"), CGRect(x: 0, y: 0, width: w, height: 20)))
        #expect(close(try layout.frame(of: "c2"), CGRect(x: 2 * (w + 8), y: 0, width: w, height: 20)))
        #expect(close(try layout.frame(of: "c3"), CGRect(x: 0, y: 30, width: w, height: 20)))
        #expect(layout.size.height == 50)
    }

    /// Adaptive columns: as many 100-pt columns as fit in 350 pt (3), sharing the width.
    @Test func lazyVGridAdaptiveColumns() throws {
        let layout = try inspect(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                ForEach(0..<3) { i in Color.red.frame(height: 10).accessibilityIdentifier("c\(i)") }
            }, width: 350)
        let w = (350 - 16) / 3.0
        #expect(close(try layout.frame(of: "c1"), CGRect(x: w + 8, y: 0, width: w, height: 10)))
    }

    /// A segmented picker is 32 pt tall and as wide as offered.
    @Test func segmentedPickerIs32PointsTall() throws {
        let layout = try inspect(
            Picker("Size", selection: .constant(1)) {
                Text("S").tag(0)
                Text("M").tag(1)
            }.pickerStyle(.segmented).accessibilityIdentifier("picker"), width: 200)
        #expect(try layout.frame(of: "picker") == CGRect(x: 0, y: 0, width: 200, height: 32))
    }

    /// A stepper's control is 94 × 32 pt at the trailing edge.
    @Test func stepperControlSize() throws {
        let layout = try inspect(Stepper("Count", value: .constant(1), in: 0...3), width: 300)
        #expect(layout.size == CGSize(width: 300, height: 32))
        #expect(layout.nodes.contains { $0.frame == CGRect(x: 206, y: 0, width: 94, height: 32) })
    }

    /// The tab bar takes 49 pt above the home indicator: a greedy tab's content ends at 810 − 49 = 761.
    @Test func tabBarTakes49Points() throws {
        let layout = try inspectOnIPhone13Pro(
            TabView {
                Color.red.accessibilityIdentifier("tab").tabItem { Text("One") }
            })
        #expect(try layout.frame(of: "tab") == CGRect(x: 0, y: 47, width: 390, height: 714))
    }

    /// `.ignoresSafeArea()` extends a greedy view from the safe area (y 47…810) to the whole screen; without
    /// it the view stays in the safe area.
    @Test func ignoresSafeAreaExtendsToTheScreen() throws {
        let full = try inspectOnIPhone13Pro(Color.red.accessibilityIdentifier("bg").ignoresSafeArea())
        #expect(try full.frame(of: "bg") == CGRect(x: 0, y: 0, width: 390, height: 844))
        let bottomOnly = try inspectOnIPhone13Pro(Color.red.accessibilityIdentifier("bg").ignoresSafeArea(edges: .bottom))
        #expect(try bottomOnly.frame(of: "bg") == CGRect(x: 0, y: 47, width: 390, height: 797))
        let inside = try inspectOnIPhone13Pro(Color.red.accessibilityIdentifier("bg"))
        #expect(try inside.frame(of: "bg") == CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    /// A bordered button pads its label 12 × 7 pt at the regular control size.
    @Test func borderedButtonPadding() throws {
        let layout = try inspect(Button("Go") {}.buttonStyle(.bordered))
        #expect(layout.size == CGSize(width: 16 + 24, height: 16 + 14))
    }
}

/// Bad input: SwiftUI's behaviour or a clear diagnostic, never a crash or a hang.
@MainActor @Suite struct SystemUIBadInputTests {
    @Test func listOf100000RowsLaysOutOnlyTheFirstScreenful() throws {
        let layout = try inspectOnIPhone13Pro(
            NavigationStack {
                List(0..<100_000) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }
                    .navigationTitle("Rows")
            })
        #expect(try layout.frame(of: "row0").minY == 192)
        // 667 pt of list below the bar, plus the home indicator: about 17 rows are placed, not 100,000.
        let placedRows = layout.identifiers.filter { $0.hasPrefix("row") }.count
        #expect(placedRows > 10 && placedRows < 30)
    }

    @Test func scrollViewWith10000PointContentSizedToFit() throws {
        let layout = try inspect(ScrollView { Color.red.frame(width: 100, height: 10_000) })
        #expect(layout.size == CGSize(width: 100, height: 10_000))
    }

    @Test func pickerSelectionMatchingNoTagShowsNoValueAndSaysSo() throws {
        let layout = try inspect(
            Picker("Flavor", selection: .constant("Mint")) {
                Text("Vanilla").tag("Vanilla")
            })
        #expect(layout.diagnostics.contains { $0.contains("Picker: the selection \"Mint\" is invalid and does not have an associated tag") })
    }

    @Test func navigationPathWithoutADestinationShowsTheRootAndSaysSo() throws {
        let layout = try inspectOnIPhone13Pro(
            NavigationStack(path: .constant([42])) {
                Text("Root").accessibilityIdentifier("root")
            })
        #expect(layout.identifiers.contains("root"))
        #expect(layout.diagnostics.contains { $0.contains("no matching navigationDestination(for: Int.self)") })
    }

    @Test func tabSelectionMatchingNoTagShowsTheFirstTab() throws {
        let layout = try inspectOnIPhone13Pro(
            TabView(selection: .constant(9)) {
                Text("First").accessibilityIdentifier("first").tag(0)
                Text("Second").accessibilityIdentifier("second").tag(1)
            })
        #expect(layout.identifiers.contains("first"))
        #expect(!layout.identifiers.contains("second"))
        #expect(layout.diagnostics.contains { $0.contains("TabView's selection 9 matches no tab's tag") })
    }

    @Test func gridWithNoColumnsAndNaNSizesDoesNotCrash() throws {
        let empty = try inspect(LazyVGrid(columns: []) { Color.red }, width: 100)
        #expect(empty.size.width >= 0)
        let nan = try inspect(
            LazyVGrid(columns: [GridItem(.fixed(.nan)), GridItem(.adaptive(minimum: -5))]) {
                ForEach(0..<3) { _ in Color.red.frame(height: 5) }
            }, width: 100)
        #expect(nan.size.height.isFinite)
    }

    @Test func sliderWithAnEmptyRangeDrawsAtTheStart() throws {
        let layout = try inspect(Slider(value: .constant(5.0), in: 5...5), width: 200)
        #expect(layout.size == CGSize(width: 200, height: 28))
    }
}

/// `background(_:ignoresSafeAreaEdges:)`: a shape-style background reaches into the safe area on the
/// edges its view touches (iPhone 13 Pro: 47 pt status bar, 34 pt home indicator, 390 × 844 screen).
@MainActor @Suite struct BackgroundSafeAreaTests {
    @Test func fullScreenBackgroundExtendsUnderTheStatusBarAndHomeIndicator() throws {
        let screen = VStack {
            Text("Hello")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.teal)
        // The VStack fills the safe area (0, 47, 390, 763); its background fills the screen: the status bar
        // (y 10) and the home indicator (y 835) are teal like the middle.
        let (_, image) = try render(screen)
        let middle = image[x: 5, y: 400]
        #expect(middle[3] == 255)
        #expect(image[x: 5, y: 10] == middle)
        #expect(image[x: 5, y: 835] == middle)
        // A background view that is not a shape style (here a modified colour) stays in the safe area.
        let (_, view) = try render(Text("Hello").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.teal.opacity(1).padding(0)))
        #expect(view[x: 5, y: 10][3] == 0)
        #expect(view[x: 5, y: 400] == middle)
    }

    @Test func shapeStyleBackgroundHonoursTheEdgesGiven() throws {
        let all = try inspectOnIPhone13Pro(Color.clear.accessibilityIdentifier("view").background(.red))
        let (_, image) = try render(Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).background(.red))
        #expect(try all.frame(of: "view") == CGRect(x: 0, y: 47, width: 390, height: 763))
        // Drawn from the top of the screen: the pixel at (195, 10) — in the status bar — is red.
        #expect(image.matches(195, 10, [255, 59, 48, 255], tolerance: 2))
        let (_, topOnly) = try render(Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).background(.red, ignoresSafeAreaEdges: .top))
        #expect(topOnly.matches(195, 10, [255, 59, 48, 255], tolerance: 2))
        #expect(topOnly[x: 195, y: 830][3] == 0)
        let (_, none) = try render(Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).background(.red, ignoresSafeAreaEdges: []))
        #expect(none[x: 195, y: 10][3] == 0)
    }

    @Test func aBackgroundAwayFromTheEdgesStaysPut() throws {
        let layout = try inspectOnIPhone13Pro(
            Color.clear.frame(width: 100, height: 100)
                .background(Color.blue.accessibilityIdentifier("background")))
        #expect(try layout.frame(of: "background") == CGRect(x: 145, y: 378.5, width: 100, height: 100))
    }

    /// Renders on a 390 × 844 canvas at 1× with the iPhone 13 Pro safe area.
    private func render<V: View>(_ view: V) throws -> (Void, Rendered) {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let hosted =
            view
            ._deviceSafeArea(screenSize: CGSize(width: 390, height: 844), insets: insets)
            .frame(width: 390, height: 763)
            .padding(insets)
        return ((), try Rendered(hosted))
    }
}
