import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// Navigation bars, toolbars, tab bars and presentations under `.environment(\.layoutDirection, .rightToLeft)`:
/// UIKit's bars and alerts flip under right to left (`UISemanticContentAttribute.unspecified`, "The view is
/// flipped when switching between left-to-right and right-to-left layouts"; HIG "Right to left": system
/// components "flip automatically"). Frames are hand-computed from BarMetrics and PresentationMetrics with the
/// stand-in text measurer (8 pt per character, 16 pt lines); the iPhone 13 Pro screen is 390 pt wide.
@MainActor @Suite struct RightToLeftChromeTests {
    /// A pushed screen: back button to "Flavors", an inline title, a trailing item and two bottom-bar items.
    struct Pushed: View {
        var body: some View {
            NavigationStack(path: .constant(["Detail"])) {
                Color.white
                    .navigationTitle("Flavors")
                    .navigationDestination(for: String.self) { title in
                        Color.white
                            .navigationTitle(title)
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { box("share", 30, 20) }
                                ToolbarItem(placement: .bottomBar) { box("order", 40, 20) }
                                ToolbarItem(placement: .bottomBar) { box("save", 50, 20) }
                            }
                    }
            }
        }
    }

    @Test func pushedBarLeftToRight() throws {
        let layout = try inspectOnIPhone13Pro(Pushed())
        // The bar is y 47…91 (midY 69). Chevron 8 pt from the left, 12 × 20; "Flavors" (56 pt) 6 pt after it.
        #expect(layout.nodes.contains { $0.frame == CGRect(x: 8, y: 59, width: 12, height: 20) })
        #expect(layout.nodes.contains { $0.frame == CGRect(x: 26, y: 61, width: 56, height: 16) })
        #expect(try layout.frame(of: "share") == CGRect(x: 344, y: 59, width: 30, height: 20))
        // Bottom toolbar y 766…810: first item at the leading margin, last at the trailing margin.
        #expect(try layout.frame(of: "order") == CGRect(x: 16, y: 778, width: 40, height: 20))
        #expect(try layout.frame(of: "save") == CGRect(x: 324, y: 778, width: 50, height: 20))
    }

    @Test func pushedBarRightToLeft() throws {
        let layout = try inspectOnIPhone13Pro(Pushed().environment(\.layoutDirection, .rightToLeft))
        // The back button is on the right: chevron 8 pt from the right edge (390 − 8 − 12), its title to its left.
        #expect(layout.nodes.contains { $0.frame == CGRect(x: 370, y: 59, width: 12, height: 20) })
        #expect(layout.nodes.contains { $0.frame == CGRect(x: 308, y: 61, width: 56, height: 16) })
        // The inline title ("Detail", 48 pt) stays centred.
        #expect(layout.nodes.contains { $0.frame == CGRect(x: 171, y: 61, width: 48, height: 16) })
        // Trailing items are on the left, 16 pt in.
        #expect(try layout.frame(of: "share") == CGRect(x: 16, y: 59, width: 30, height: 20))
        // The bottom bar runs right to left: the first item at the right margin.
        #expect(try layout.frame(of: "order") == CGRect(x: 334, y: 778, width: 40, height: 20))
        #expect(try layout.frame(of: "save") == CGRect(x: 16, y: 778, width: 50, height: 20))
    }

    @Test func leadingItemsAndLargeTitleAreOnTheRight() throws {
        let view = NavigationStack {
            Color.white
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { box("edit", 30, 20) }
                    ToolbarItem(placement: .navigationBarLeading) { box("filter", 20, 20) }
                    ToolbarItem(placement: .principal) { box("logo", 60, 20) }
                }
        }
        let ltr = try inspectOnIPhone13Pro(view)
        #expect(try ltr.frame(of: "edit") == CGRect(x: 16, y: 59, width: 30, height: 20))
        #expect(try ltr.frame(of: "filter") == CGRect(x: 62, y: 59, width: 20, height: 20))
        let rtl = try inspectOnIPhone13Pro(view.environment(\.layoutDirection, .rightToLeft))
        #expect(try rtl.frame(of: "edit") == CGRect(x: 344, y: 59, width: 30, height: 20))
        #expect(try rtl.frame(of: "filter") == CGRect(x: 308, y: 59, width: 20, height: 20))
        #expect(try rtl.frame(of: "logo") == CGRect(x: 165, y: 59, width: 60, height: 20))
        // The large title ("Inbox", 40 pt) keeps the 16-pt margin on the right: its bottom 8 pt above 143.
        #expect(ltr.nodes.contains { $0.frame == CGRect(x: 16, y: 119, width: 40, height: 16) })
        #expect(rtl.nodes.contains { $0.frame == CGRect(x: 334, y: 119, width: 40, height: 16) })
    }

    // MARK: Pixels: with no text, the right-to-left screen is the mirror image of the left-to-right one

    /// Renders `view` on a white 390 × 844 canvas at 1× with the iPhone 13 Pro safe area.
    private func render<V: View>(_ view: V) throws -> Rendered {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        return try Rendered(
            view
                ._deviceSafeArea(screenSize: CGSize(width: 390, height: 844), insets: insets)
                .frame(width: 390, height: 763)
                .padding(insets)
                .background(Color.white))
    }

    /// The largest per-component difference between `rtl` and the horizontal mirror of `ltr`, outside `except`
    /// (in `rtl`'s coordinates).
    private func mirrorDifference(_ ltr: Rendered, _ rtl: Rendered, except: CGRect = .null) -> (max: Int, x: Int, y: Int) {
        var worst = (max: 0, x: 0, y: 0)
        let w = ltr.bitmap.width
        for y in 0..<ltr.bitmap.height {
            for x in 0..<w where !except.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                let a = ltr[x: w - 1 - x, y: y], b = rtl[x: x, y: y]
                let d = zip(a, b).map { abs($0 - $1) }.max() ?? 0
                if d > worst.max { worst = (d, x, y) }
            }
        }
        return worst
    }

    /// Text-free chrome: titles are empty, items are shapes, a search field with an empty prompt.
    struct TextFreePushed: View {
        var body: some View {
            NavigationStack(path: .constant([1])) {
                Color.white
                    .navigationTitle("")
                    .navigationDestination(for: Int.self) { _ in
                        HStack(spacing: 0) {
                            Color.orange.frame(width: 60)
                            Spacer(minLength: 0)
                        }
                        .navigationTitle("")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Circle().fill(Color.green).frame(width: 22, height: 22) }
                            ToolbarItem(placement: .topBarTrailing) { Rectangle().fill(Color.red).frame(width: 30, height: 18) }
                            ToolbarItem(placement: .bottomBar) { Capsule().fill(Color.blue).frame(width: 40, height: 20) }
                            ToolbarItem(placement: .bottomBar) { Circle().fill(Color.purple).frame(width: 24, height: 24) }
                        }
                    }
            }
        }
    }

    @Test func textFreePushedScreenIsTheMirrorImage() throws {
        let ltr = try render(TextFreePushed())
        let rtl = try render(TextFreePushed().environment(\.layoutDirection, .rightToLeft))
        let d = mirrorDifference(ltr, rtl)
        #expect(d.max <= 1, "differs at (\(d.x), \(d.y)) by \(d.max)")
        // The chevron is drawn (tint blue) and points right: at its middle row the ink is at the right end of
        // its 12-pt box (x 370…382), at its top row at the left end.
        #expect(rtl[x: 380, y: 69][2] > 200 && rtl[x: 380, y: 69][0] < 100, "\(rtl[x: 380, y: 69])")
        #expect(rtl[x: 372, y: 69][0] > 200, "\(rtl[x: 372, y: 69])")
        #expect(rtl[x: 372, y: 61][2] > 200 && rtl[x: 372, y: 61][0] < 100, "\(rtl[x: 372, y: 61])")
        // A left-to-right stack inside a right-to-left screen is drawn exactly as in left to right.
        let island = try render(TextFreePushed().environment(\.layoutDirection, .leftToRight).environment(\.layoutDirection, .rightToLeft))
        #expect(island.bitmap.pixels == ltr.bitmap.pixels)
    }

    struct TextFreeSearch: View {
        var body: some View {
            NavigationStack {
                Color.white
                    .navigationTitle("")
                    .searchable(text: .constant(""), prompt: "")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Circle().fill(Color.red).frame(width: 22, height: 22) }
                    }
            }
        }
    }

    @Test func searchFieldMagnifierIsOnTheRight() throws {
        let ltr = try render(TextFreeSearch())
        let rtl = try render(TextFreeSearch().environment(\.layoutDirection, .rightToLeft))
        // The field is x 16…374, y 143 + 6 … + 36 (midY 167, the magnifier y 159…175). Everything but the
        // magnifier is the mirror image…
        let magnifier = CGRect(x: 349, y: 158, width: 18, height: 18)
        let d = mirrorDifference(ltr, rtl, except: magnifier)
        #expect(d.max <= 1, "differs at (\(d.x), \(d.y)) by \(d.max)")
        // …and the magnifier moves 8 pt inside the right end (x 350…366) without being mirrored (a symbol that
        // is not directional): the same pixels as at x 24…40 in left to right.
        var moved = 0
        for y in 158...176 { for x in 349...367 where rtl[x: x, y: y] != ltr[x: x - 326, y: y] { moved += 1 } }
        #expect(moved == 0, "\(moved) magnifier pixels differ from the left-to-right glyph")
        func ink(_ r: Rendered, _ xs: ClosedRange<Int>) -> Int {
            var n = 0
            for y in 159...175 { for x in xs where r[x: x, y: y][0] < 180 { n += 1 } }
            return n
        }
        #expect(ink(rtl, 350...366) > 20 && ink(rtl, 24...40) == 0, "rtl \(ink(rtl, 350...366)) / \(ink(rtl, 24...40))")
        #expect(ink(ltr, 24...40) > 20 && ink(ltr, 350...366) == 0)
    }

    // MARK: Tab bar

    @Test func firstTabIsRightmost() throws {
        let view = TabView {
            Color.white.tabItem { Text("One") }
            Color.white.tabItem { Text("Two") }
            Color.white.tabItem { Text("Three") }
        }
        // Three 130-pt slots; title-only items centred in them, the title's baseline (the stand-in line's
        // bottom) 44 pt below the bar's top: 761 + 44 − 16 = 789.
        let ltr = try inspectOnIPhone13Pro(view)
        #expect(ltr.nodes.contains { $0.frame == CGRect(x: 53, y: 789, width: 24, height: 16) })
        #expect(ltr.nodes.contains { $0.frame == CGRect(x: 305, y: 789, width: 40, height: 16) })
        let rtl = try inspectOnIPhone13Pro(view.environment(\.layoutDirection, .rightToLeft))
        #expect(rtl.nodes.contains { $0.frame == CGRect(x: 313, y: 789, width: 24, height: 16) }, "One in the right slot")
        #expect(rtl.nodes.contains { $0.frame == CGRect(x: 183, y: 789, width: 24, height: 16) }, "Two in the middle")
        #expect(rtl.nodes.contains { $0.frame == CGRect(x: 45, y: 789, width: 40, height: 16) }, "Three in the left slot")
    }

    // MARK: Bars of a stack narrower than the mirrored area

    @Test func barBackgroundsFollowAStackMirroredInsideAWiderFrame() throws {
        let stack = NavigationStack {
            Color.white
                .navigationTitle("")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.blue, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
        }
        func framed<V: View>(_ v: V) -> some View {
            v.frame(width: 200, height: 300).frame(width: 300, height: 300, alignment: .leading).background(Color.white)
        }
        // Pixels are read into locals so that a failure prints them, not the whole bitmap.
        let blue = [0, 122, 255, 255], white = [255, 255, 255, 255]
        let ltr = try Rendered(framed(stack))
        let ltrBar = ltr.matches(50, 20, blue, tolerance: 2), ltrOutside = ltr.matches(250, 20, white, tolerance: 0)
        #expect(ltrBar && ltrOutside)
        // Leading is the right: the stack is x 100…300 and so is its bar.
        let rtl = try Rendered(framed(stack).environment(\.layoutDirection, .rightToLeft))
        let rtlBar = rtl.matches(250, 20, blue, tolerance: 2), rtlOutside = rtl.matches(50, 20, white, tolerance: 0)
        #expect(rtlBar, "\(rtl[x: 250, y: 20])")
        #expect(rtlOutside, "\(rtl[x: 50, y: 20])")

        let tabs = TabView {
            Color.white
                .tabItem { Text("") }
                .toolbarBackground(Color.blue, for: .tabBar)
                .toolbarBackground(.visible, for: .tabBar)
        }
        let tabsRTL = try Rendered(framed(tabs).environment(\.layoutDirection, .rightToLeft))
        let tabBar = tabsRTL.matches(250, 290, blue, tolerance: 2), tabOutside = tabsRTL.matches(50, 290, white, tolerance: 0)
        #expect(tabBar, "\(tabsRTL[x: 250, y: 290])")
        #expect(tabOutside, "\(tabsRTL[x: 50, y: 290])")
    }

    // MARK: Alerts and sheets

    /// A two-button alert with its buttons' labels marked.
    private func deleteAlert<V: View>(on content: V) -> some View {
        content.alert("Delete?", isPresented: .constant(true)) {
            Button(role: .cancel) {
            } label: {
                Text("Cancel").accessibilityIdentifier("cancel")
            }
            Button(role: .destructive) {
            } label: {
                Text("Delete").accessibilityIdentifier("delete")
            }
        }
    }

    /// The 270-pt card is centred (x 60…330); its two buttons share it either side of a 1/3-pt hairline, each
    /// label (48 pt) centred in its half.
    private let half = (270 - 1.0 / 3) / 2
    private var leftLabelX: CGFloat { 60 + (half - 48) / 2 }
    private var rightLabelX: CGFloat { 330 - half + (half - 48) / 2 }

    @Test func twoButtonAlertPutsCancelOnTheRight() throws {
        let ltr = try inspectOnIPhone13Pro(deleteAlert(on: Color.white))
        #expect(abs(try ltr.frame(of: "cancel").minX - leftLabelX) < 0.001)
        #expect(abs(try ltr.frame(of: "delete").minX - rightLabelX) < 0.001)
        let rtl = try inspectOnIPhone13Pro(deleteAlert(on: Color.white).environment(\.layoutDirection, .rightToLeft))
        let cancel = try rtl.frame(of: "cancel"), delete = try rtl.frame(of: "delete")
        #expect(abs(cancel.minX - rightLabelX) < 0.001, "\(cancel)")
        #expect(abs(delete.minX - leftLabelX) < 0.001, "\(delete)")
    }

    /// An alert presented by a small right-to-left view is still centred on the screen (it is placed on the
    /// screen, not mirrored about the presenting view), and its buttons run right to left.
    @Test func alertFromANarrowRightToLeftViewIsCentredOnTheScreen() throws {
        let view = HStack(spacing: 0) {
            deleteAlert(on: Color.blue.frame(width: 100)).environment(\.layoutDirection, .rightToLeft)
            Spacer(minLength: 0)
        }
        let layout = try inspectOnIPhone13Pro(view)
        let cancel = try layout.frame(of: "cancel"), delete = try layout.frame(of: "delete")
        #expect(abs(cancel.minX - rightLabelX) < 0.001, "\(cancel)")
        #expect(abs(delete.minX - leftLabelX) < 0.001, "\(delete)")
    }

    /// Without a device, an alert inside a navigation stack is centred on the stack; a stack narrower than the
    /// right-to-left frame around it moves to the right, and its alert goes with it.
    @Test func alertInsideANarrowStackFollowsTheMirroredStack() throws {
        let view = NavigationStack { deleteAlert(on: Color.white) }
            .frame(width: 300, height: 400)
            .frame(width: 390, height: 400, alignment: .leading)
        let inset = (half - 48) / 2
        // Left to right: the stack is x 0…300, the card x 15…285, cancel on the left.
        let ltr = try inspect(view, width: 390, height: 400)
        #expect(abs(try ltr.frame(of: "cancel").minX - (15 + inset)) < 0.001)
        #expect(abs(try ltr.frame(of: "delete").minX - (285 - half + inset)) < 0.001)
        // Right to left: the stack is x 90…390, the card x 105…375, cancel on the right.
        let rtl = try inspect(view.environment(\.layoutDirection, .rightToLeft), width: 390, height: 400)
        let cancel = try rtl.frame(of: "cancel"), delete = try rtl.frame(of: "delete")
        #expect(abs(cancel.minX - (375 - half + inset)) < 0.001, "\(cancel)")
        #expect(abs(delete.minX - (105 + inset)) < 0.001, "\(delete)")
    }

    /// An action sheet presented by a small right-to-left view spans the screen 8 pt in from both edges.
    @Test func confirmationDialogFromANarrowRightToLeftViewSpansTheScreen() throws {
        let view = HStack(spacing: 0) {
            Color.blue.frame(width: 100)
                .confirmationDialog("Share", isPresented: .constant(true)) {
                    Button {
                    } label: {
                        Text("Copy").accessibilityIdentifier("copy")
                    }
                }
                .environment(\.layoutDirection, .rightToLeft)
            Spacer(minLength: 0)
        }
        let layout = try inspectOnIPhone13Pro(view)
        // The 374-pt card (x 8…382) centres the 32-pt label: x 8 + (374 − 32) / 2.
        #expect(try layout.frame(of: "copy").minX == 179)
    }

    @Test func sheetContentRunsRightToLeft() throws {
        func presenter<V: View>(_ v: V) -> some View {
            v.sheet(isPresented: .constant(true)) {
                HStack(spacing: 0) {
                    box("first", 30, 20)
                    box("second", 50, 20)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        let rtl = try inspectOnIPhone13Pro(presenter(Color.white).environment(\.layoutDirection, .rightToLeft))
        #expect(try rtl.frame(of: "first").minX == 360)
        #expect(try rtl.frame(of: "second").minX == 310)
        // Presented from a 100-pt right-to-left view: the sheet still covers the screen and runs right to left.
        let narrow = try inspectOnIPhone13Pro(
            HStack(spacing: 0) {
                presenter(Color.blue.frame(width: 100)).environment(\.layoutDirection, .rightToLeft)
                Spacer(minLength: 0)
            })
        #expect(try narrow.frame(of: "first").minX == 360)
        #expect(try narrow.frame(of: "second").minX == 310)
    }
}
