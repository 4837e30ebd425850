import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// The system chrome iOS 17 draws with materials: bars only when content is behind them, and sheets at the
/// elevated interface level.
@MainActor @Suite struct SystemChromeTests {
    /// Renders `view` on a 390 × 844 canvas at 1× with the iPhone 13 Pro safe area.
    private func render<V: View>(_ view: V, colorScheme: ColorScheme = .light) throws -> Rendered {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        return try Rendered(
            view
                ._deviceSafeArea(screenSize: CGSize(width: 390, height: 844), insets: insets)
                .frame(width: 390, height: 763)
                .padding(insets)
                .background(Color.white), colorScheme: colorScheme)
    }

    /// The tab bar is 49 pt above the 34-pt home indicator: y 761…810 (then extended to 844).
    @Test func tabBarIsTransparentWhenTheContentEndsAboveIt() throws {
        let short = try render(
            TabView {
                Text("Settings").tabItem { Text("Settings") }
                Text("Profile").tabItem { Text("Profile") }
            })
        // Nothing behind the bar: the white screen shows through, no material, no hairline.
        #expect(short.matches(10, 790, [255, 255, 255, 255], tolerance: 0))
        #expect(short.matches(10, 761, [255, 255, 255, 255], tolerance: 0))
    }

    @Test func tabBarIsTheBarMaterialOverContent() throws {
        let long = try render(
            TabView {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20) { _ in Color.blue.frame(height: 60) }
                    }
                }
                .tabItem { Text("Colours") }
            })
        // Blue content behind the bar, frosted by the bar material: light, but tinted blue.
        let p = long[x: 10, y: 790]
        #expect(p[2] > p[0] + 20, "blue shows through the material: \(p)")
        #expect(p[0] > 150, "the material lightens it: \(p)")
    }

    /// Inside a sheet, dark mode uses the elevated background colours: a `Form` in a sheet is #1C1C1E, not black.
    @Test func sheetContentIsAtTheElevatedLevel() throws {
        let view = Color.black.sheet(isPresented: .constant(true)) {
            Form { Text("Row") }
        }
        let dark = try render(view, colorScheme: .dark)
        // Below the sheet's top (47 + 10) and away from the form's card: the grouped background.
        #expect(dark.matches(5, 400, [28, 28, 30, 255], tolerance: 1), "\(dark[x: 5, y: 400])")
        let light = try render(view)
        #expect(light.matches(5, 400, [242, 242, 247, 255], tolerance: 1), "\(light[x: 5, y: 400])")
    }

    // MARK: .toolbarBackground / .toolbarColorScheme per bar

    /// Counts pixels of the inline title area (centre of the 44-pt bar at y 47…91) near white and near black.
    private func titleInk(_ r: Rendered) -> (white: Int, black: Int) {
        var white = 0, black = 0
        for y in 58...80 {
            for x in 150...240 {
                let p = r[x: x, y: y]
                if p[0] > 220 && p[1] > 220 && p[2] > 220 { white += 1 }
                if p[0] < 40 && p[1] < 40 && p[2] < 40 { black += 1 }
            }
        }
        return (white, black)
    }

    private func blueBar(scheme: ColorScheme?, visible: Bool = true) -> some View {
        NavigationStack {
            Color.white
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.blue, for: .navigationBar)
                .toolbarBackground(visible ? .visible : .automatic, for: .navigationBar)
                .toolbarColorScheme(scheme, for: .navigationBar)
        }
    }

    @Test func toolbarColorSchemeDarkDrawsAWhiteTitleOnABlueBar() throws {
        let dark = try render(blueBar(scheme: .dark))
        #expect(dark.matches(10, 60, [0, 122, 255, 255], tolerance: 2), "the bar is blue: \(dark[x: 10, y: 60])")
        let ink = titleInk(dark)
        #expect(ink.white > 20 && ink.black == 0, "white title: \(ink)")
        let plain = titleInk(try render(blueBar(scheme: nil)))
        #expect(plain.black > 20 && plain.white == 0, "black title without the scheme: \(plain)")
    }

    /// The colour scheme applies only while the bar's background shows.
    @Test func toolbarColorSchemeNeedsAVisibleBackground() throws {
        let view = NavigationStack {
            Color.white
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarColorScheme(.dark, for: .navigationBar)
        }
        let ink = titleInk(try render(view))
        #expect(ink.black > 20, "transparent bar keeps the black title: \(ink)")
    }

    @Test func toolbarBackgroundVisibleForTabBarShowsItAtTheScrollEdge() throws {
        let plain = try render(TabView { Text("Short").tabItem { Text("Home") } })
        let visible = try render(
            TabView {
                Text("Short").tabItem { Text("Home") }.toolbarBackground(.visible, for: .tabBar)
            })
        #expect(plain.matches(10, 790, [255, 255, 255, 255], tolerance: 0))
        #expect(!visible.matches(10, 761, [255, 255, 255, 255], tolerance: 2), "hairline: \(visible[x: 10, y: 761])")
        #expect(!visible.matches(10, 790, [255, 255, 255, 255], tolerance: 0), "bar material: \(visible[x: 10, y: 790])")
        // The navigation bar is not affected by a tab-bar setting.
        let navOnly = try render(
            TabView {
                NavigationStack {
                    Text("Short").navigationTitle("T")
                        .toolbarBackground(Color.red, for: .tabBar)
                        .toolbarBackground(.visible, for: .tabBar)
                }
                .tabItem { Text("Home") }
            })
        #expect(navOnly.matches(10, 60, [255, 255, 255, 255], tolerance: 0), "nav bar stays transparent: \(navOnly[x: 10, y: 60])")
        // Set inside a navigation stack in the tab, it reaches the tab view.
        #expect(navOnly.matches(10, 790, [255, 59, 48, 255], tolerance: 2), "red tab bar: \(navOnly[x: 10, y: 790])")
    }

    /// A colour without `.visible` is the bar's background only when content lies behind the bar (iOS's
    /// `.automatic` visibility): at rest, with nothing behind it, the bar stays transparent.
    @Test func toolbarBackgroundColourWithoutVisibleShowsOnlyOverContent() throws {
        let atRest = try render(
            TabView {
                NavigationStack {
                    Text("Short").navigationTitle("T")
                        .toolbarBackground(Color.red, for: .navigationBar, .tabBar)
                }
                .tabItem { Text("Home") }
            })
        #expect(atRest.matches(10, 60, [255, 255, 255, 255], tolerance: 0), "nav bar at rest: \(atRest[x: 10, y: 60])")
        #expect(atRest.matches(10, 790, [255, 255, 255, 255], tolerance: 0), "tab bar at rest: \(atRest[x: 10, y: 790])")
        let overContent = try render(
            TabView {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<20) { _ in Color.blue.frame(height: 60) } }
                }
                .toolbarBackground(Color.red, for: .tabBar)
                .tabItem { Text("Colours") }
            })
        #expect(overContent.matches(10, 790, [255, 59, 48, 255], tolerance: 2), "tab bar over content: \(overContent[x: 10, y: 790])")
    }

    @Test func toolbarBackgroundForNavigationBarLeavesTheTabBarAlone() throws {
        let view = TabView {
            NavigationStack {
                Text("Short").navigationTitle("T")
                    .toolbarBackground(Color.red, for: .navigationBar)
                    .toolbarBackground(.visible, for: .navigationBar)
            }
            .tabItem { Text("Home") }
        }
        let r = try render(view)
        #expect(r.matches(10, 60, [255, 59, 48, 255], tolerance: 2), "\(r[x: 10, y: 60])")
        #expect(r.matches(10, 790, [255, 255, 255, 255], tolerance: 0), "\(r[x: 10, y: 790])")
    }

    @Test func toolbarBackgroundHiddenKeepsTheTabBarTransparentOverContent() throws {
        let view = TabView {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<20) { _ in Color.blue.frame(height: 60) } }
            }
            .toolbarBackground(.hidden, for: .tabBar)
            .tabItem { Text("Colours") }
        }
        let r = try render(view)
        #expect(r.matches(10, 790, [0, 122, 255, 255], tolerance: 2), "plain blue: \(r[x: 10, y: 790])")
    }
}
