import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// Tab bar items in `UITabBarItem`'s stacked layout (iPhone portrait) and the page index dots of a paged
/// `TabView`. Positions are computed by hand from BarMetrics and PageIndexDots: on the iPhone 13 Pro the bar is
/// y 761…810 (49 pt above the 34-pt home indicator); three tabs share the 390-pt width in 130-pt slots.
/// Text is measured by the stand-in measurer (8 pt per character, 16-pt lines, baseline at the line's bottom).
@MainActor @Suite struct TabBarItemTests {
    /// Renders `view` on a 390 × 844 canvas at 1× with the iPhone 13 Pro safe area over a white screen.
    private func render<V: View>(_ view: V, colorScheme: ColorScheme = .light) throws -> Rendered {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        return try Rendered(
            view
                ._deviceSafeArea(screenSize: CGSize(width: 390, height: 844), insets: insets)
                .frame(width: 390, height: 763)
                .padding(insets)
                .background(Color.white), colorScheme: colorScheme)
    }

    /// Whether every component of `pixel` is within 1 of `expected`.
    private func close(_ pixel: [Int], _ expected: [Int]) -> Bool {
        zip(pixel, expected).allSatisfy { abs($0 - $1) <= 1 }
    }

    /// Pure red (SwiftUI's `.red` is systemRed, 255 59 48).
    private let red = Color(red: 1, green: 0, blue: 0)

    /// Icon centred 18 pt below the bar's top (779) in a 25-pt box: y 766.5; title baseline 44 pt below the
    /// bar's top (805), a 16-pt line: y 789. Both centred in the slot (x 65 in the first, 195 in the second).
    @Test func labelStacksTheSymbolAboveTheTitle() throws {
        let layout = try inspectOnIPhone13Pro(
            TabView {
                Color.white.tabItem { Label("Home", systemImage: "house") }
                Color.white.tabItem { Label("Search", systemImage: "magnifyingglass") }
                Color.white.tabItem { Label("Profile", systemImage: "person.crop.circle") }
            })
        let frames = layout.nodes.map(\.frame)
        #expect(frames.contains(CGRect(x: 52.5, y: 766.5, width: 25, height: 25)), "Home's symbol")
        #expect(frames.contains(CGRect(x: 49, y: 789, width: 32, height: 16)), "Home's title")
        #expect(frames.contains(CGRect(x: 182.5, y: 766.5, width: 25, height: 25)), "Search's symbol")
        #expect(frames.contains(CGRect(x: 171, y: 789, width: 48, height: 16)), "Search's title")
        #expect(frames.contains(CGRect(x: 312.5, y: 766.5, width: 25, height: 25)), "Profile's symbol")
    }

    /// `Image` + `Text` is the same item as a `Label`, in either order; the symbol ignores the title's 10-pt font.
    @Test func imageAndTextStackLikeALabel() throws {
        let layout = try inspectOnIPhone13Pro(
            TabView {
                Color.white.tabItem {
                    Image(systemName: "house").accessibilityIdentifier("icon")
                    Text("Home").accessibilityIdentifier("title")
                }
                Color.white.tabItem {
                    Text("Later").accessibilityIdentifier("title2")
                    Image(systemName: "clock").accessibilityIdentifier("icon2")
                }
            })
        // Two 195-pt slots: centres at 97.5 and 292.5.
        #expect(try layout.frame(of: "icon") == CGRect(x: 85, y: 766.5, width: 25, height: 25))
        #expect(try layout.frame(of: "title") == CGRect(x: 81.5, y: 789, width: 32, height: 16))
        #expect(try layout.frame(of: "icon2") == CGRect(x: 280, y: 766.5, width: 25, height: 25))
        #expect(try layout.frame(of: "title2") == CGRect(x: 272.5, y: 789, width: 40, height: 16))
    }

    /// A title-only item keeps the title at the bottom with the icon's space empty (as iOS draws `Text` alone);
    /// an icon-only item keeps the icon at the top.
    @Test func titleOnlyAndIconOnlyKeepTheirPlaces() throws {
        let layout = try inspectOnIPhone13Pro(
            TabView {
                Color.white.tabItem { Text("One").accessibilityIdentifier("one") }
                Color.white.tabItem { Image(systemName: "star").accessibilityIdentifier("star") }
            })
        #expect(try layout.frame(of: "one") == CGRect(x: 85.5, y: 789, width: 24, height: 16))
        #expect(try layout.frame(of: "star") == CGRect(x: 280, y: 766.5, width: 25, height: 25))
    }

    /// A `Label` with a custom icon view: the icon at its own size, centred where the symbol would be.
    @Test func labelWithACustomIconView() throws {
        let layout = try inspectOnIPhone13Pro(
            TabView {
                Color.white.tabItem {
                    Label {
                        Text("Ring")
                    } icon: {
                        Circle().frame(width: 20, height: 20).accessibilityIdentifier("ring")
                    }
                }
            })
        // One 390-pt slot: centre 195; the icon's centre at 779.
        #expect(try layout.frame(of: "ring") == CGRect(x: 185, y: 769, width: 20, height: 20))
    }

    /// An asset image is drawn at its own size (a 75 × 75-pixel @3x image: 25 pt) where the symbol would be, as a
    /// template in the item's colour (UIKit makes tab bar images from their alpha); `.renderingMode(.original)`
    /// keeps its colours.
    @Test func assetImageIsATemplateAtItsOwnSize() throws {
        struct Assets: ImageSource {
            func bitmap(named name: String, scale: CGFloat) -> (bitmap: Bitmap, scale: CGFloat)? {
                name == "tab.bowl" ? (solidBitmap(75, 75, (255, 0, 0, 255)), 3) : nil
            }
        }
        let view = TabView(selection: .constant(0)) {
            Color.white.tabItem {
                Image("tab.bowl").accessibilityIdentifier("bowl")
                Text("Bowls")
            }.tag(0)
            Color.white.tabItem {
                Image("tab.bowl")
                Text("Plates")
            }.tag(1)
            Color.white.tabItem {
                Image("tab.bowl").renderingMode(.original)
                Text("Cups")
            }.tag(2)
        }
        .environment(\.imageSource, Assets())
        let layout = try inspectOnIPhone13Pro(view)
        #expect(try layout.frame(of: "bowl") == CGRect(x: 52.5, y: 766.5, width: 25, height: 25))
        let image = try render(view)
        let selected = image[x: 65, y: 779], unselected = image[x: 195, y: 779], original = image[x: 325, y: 779]
        #expect(selected == [0, 122, 255, 255])
        #expect(unselected == [153, 153, 153, 255])
        #expect(original == [255, 0, 0, 255])
    }

    @Test func extraViewsInATabItemAreReported() throws {
        let layout = try inspectOnIPhone13Pro(
            TabView {
                Color.white.tabItem {
                    Image(systemName: "house")
                    Text("Home")
                    Text("Extra")
                }
            })
        #expect(layout.diagnostics.contains { $0.contains("tab item shows one image and one text") })
    }

    /// The selected item in the accent colour (or `.tint`), the others #999999 (#757575 in dark mode). The icons
    /// are 20-pt squares (a custom icon fills with the item's foreground style, as a symbol does).
    @Test func selectedItemIsTintedAndTheOthersGrey() throws {
        func tabs(selection: Int) -> some View {
            TabView(selection: .constant(selection)) {
                ForEach(0..<3) { index in
                    Color.white
                        .tabItem {
                            Label {
                                Text("Tab")
                            } icon: {
                                Rectangle().frame(width: 20, height: 20)
                            }
                        }
                        .tag(index)
                }
            }
        }
        // Icon centres: (65, 779), (195, 779), (325, 779).
        let light = try render(tabs(selection: 1))
        let lightFirst = light[x: 65, y: 779], lightSecond = light[x: 195, y: 779]
        #expect(lightFirst == [153, 153, 153, 255])
        #expect(lightSecond == [0, 122, 255, 255])
        let dark = try render(tabs(selection: 0), colorScheme: .dark)
        let darkFirst = dark[x: 65, y: 779], darkThird = dark[x: 325, y: 779]
        #expect(darkFirst == [10, 132, 255, 255])
        #expect(darkThird == [117, 117, 117, 255])
        let tinted = try render(tabs(selection: 2).tint(.orange))
        let tintedThird = tinted[x: 325, y: 779]
        #expect(tintedThird == [255, 149, 0, 255])
    }

    /// The symbol is drawn in the item's colour inside its 25-pt box (some ink, all of it grey when unselected).
    @Test func symbolIsDrawnInTheItemColour() throws {
        let view = TabView(selection: .constant(1)) {
            Color.white.tabItem { Label("Home", systemImage: "house.fill") }.tag(0)
            Color.white.tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1)
        }
        let image = try render(view)
        var ink = 0
        var nonGrey = 0
        for y in 767..<792 {
            for x in 85..<110 {
                let p = image[x: x, y: y]
                if p[0] < 250 { ink += 1 }
                if !(p[0] == p[1] && p[1] == p[2]) { nonGrey += 1 }
            }
        }
        #expect(ink > 60, "house.fill draws in its box: \(ink) inked pixels")
        #expect(nonGrey == 0, "the unselected symbol is grey")
    }

    /// A short inset-grouped list ends above the bar: at rest (the scroll edge) the bar is transparent over the
    /// list's grouped background (#F2F2F7), without a hairline, as iOS 15+ draws it.
    @Test func tabBarIsTransparentOverAShortList() throws {
        let view = TabView {
            NavigationStack {
                List(0..<3) { Text("Row \($0)") }
                    .navigationTitle("Recipes")
            }
            .tabItem { Label("Recipes", systemImage: "book") }
        }
        let image = try render(view)
        let bar = image[x: 10, y: 790], hairline = image[x: 10, y: 761], homeIndicator = image[x: 10, y: 830]
        #expect(bar == [242, 242, 247, 255])
        #expect(hairline == [242, 242, 247, 255])
        #expect(homeIndicator == [242, 242, 247, 255], "the list's background reaches the screen's bottom")
    }

    // MARK: Page index dots

    /// Three pages: a 58-pt control (2 × 16 + 26) centred at the bottom of the safe area: x 166…224, y 784…810;
    /// dot centres at x 179, 195, 211, y 797; the current page's white, the others white at 50 % over red.
    @Test func pageDotsShowTheCurrentPage() throws {
        let pages = TabView {
            red
            red
            red
        }
        .tabViewStyle(.page)
        let image = try render(pages)
        let current = image[x: 179, y: 797], other = image[x: 195, y: 797], between = image[x: 187, y: 797]
        let last = image[x: 211, y: 797], beyond = image[x: 227, y: 797]
        #expect(current == [255, 255, 255, 255])
        #expect(close(other, [255, 128, 128, 255]), "\(other)")
        #expect(close(last, [255, 128, 128, 255]), "\(last)")
        #expect(between == [255, 0, 0, 255])
        #expect(beyond == [255, 0, 0, 255], "no fourth dot")
        // No tab bar on a paged tab view.
        #expect(image[x: 10, y: 800] == [255, 0, 0, 255])
    }

    @Test func pageDotsFollowTheSelection() throws {
        let pages = TabView(selection: .constant("c")) {
            red.tag("a")
            red.tag("b")
            red.tag("c")
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        let image = try render(pages)
        let third = image[x: 211, y: 797], first = image[x: 179, y: 797]
        #expect(third == [255, 255, 255, 255])
        #expect(close(first, [255, 128, 128, 255]), "\(first)")
    }

    /// `.automatic` shows the index for more than one page only; `.always` shows one dot; `.never` none.
    @Test func indexDisplayModes() throws {
        let single = try render(TabView { red }.tabViewStyle(.page))
        let singleCentre = single[x: 195, y: 797]
        #expect(singleCentre == [255, 0, 0, 255])
        let always = try render(TabView { red }.tabViewStyle(.page(indexDisplayMode: .always)))
        let alwaysCentre = always[x: 195, y: 797]
        #expect(alwaysCentre == [255, 255, 255, 255])
        let never = try render(
            TabView {
                red
                red
            }.tabViewStyle(.page(indexDisplayMode: .never)))
        let neverDots = [never[x: 187, y: 797], never[x: 203, y: 797]]
        #expect(neverDots == [[255, 0, 0, 255], [255, 0, 0, 255]])
    }

    /// `.always` draws a capsule of black at 20 % behind the dots (x 166…224 for three pages); `.automatic` and
    /// `.interactive` show it only during interaction, so not at rest.
    @Test func indexBackgroundCapsule() throws {
        func pages(_ mode: PageIndexViewStyle.BackgroundDisplayMode) -> some View {
            TabView {
                red
                red
                red
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: mode))
        }
        let always = try render(pages(.always))
        let inside = always[x: 187, y: 797], outside = always[x: 160, y: 797]
        #expect(close(inside, [204, 0, 0, 255]), "\(inside)")
        #expect(outside == [255, 0, 0, 255])
        for mode in [PageIndexViewStyle.BackgroundDisplayMode.automatic, .interactive, .never] {
            let image = try render(pages(mode))
            let pixel = image[x: 187, y: 797]
            #expect(pixel == [255, 0, 0, 255])
        }
    }

    /// Right to left the control flips: the first page's dot is the rightmost.
    @Test func pageDotsRunRightToLeft() throws {
        let pages = TabView {
            red
            red
            red
        }
        .tabViewStyle(.page)
        .environment(\.layoutDirection, .rightToLeft)
        let image = try render(pages)
        let right = image[x: 211, y: 797], left = image[x: 179, y: 797]
        #expect(right == [255, 255, 255, 255])
        #expect(close(left, [255, 128, 128, 255]), "\(left)")
    }
}
