import DarkroomUI
import Foundation
import Testing

/// The system chrome iOS 17 draws with materials: bars only when content is behind them, and sheets at the
/// elevated interface level.
@MainActor @Suite struct SystemChromeTests {
    /// Renders `view` on a 390 × 844 canvas at 1× with the iPhone 13 Pro safe area.
    private func render<V: View>(_ view: V, colorScheme: ColorScheme = .light) throws -> Rendered {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        return try Rendered(view
            ._deviceSafeArea(screenSize: CGSize(width: 390, height: 844), insets: insets)
            .frame(width: 390, height: 763)
            .padding(insets)
            .background(Color.white), colorScheme: colorScheme)
    }

    /// The tab bar is 49 pt above the 34-pt home indicator: y 761…810 (then extended to 844).
    @Test func tabBarIsTransparentWhenTheContentEndsAboveIt() throws {
        let short = try render(TabView {
            Text("Settings").tabItem { Text("Settings") }
            Text("Profile").tabItem { Text("Profile") }
        })
        // Nothing behind the bar: the white screen shows through, no material, no hairline.
        #expect(short.matches(10, 790, [255, 255, 255, 255], tolerance: 0))
        #expect(short.matches(10, 761, [255, 255, 255, 255], tolerance: 0))
    }

    @Test func tabBarIsTheBarMaterialOverContent() throws {
        let long = try render(TabView {
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
}
