import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// Gradients as shape styles: colours at known points computed by hand from the stops.
@Suite @MainActor struct GradientTests {
    @Test func linearGradientMidpointIsTheAverageOfItsEnds() throws {
        // Red → blue left to right over 100 pt: pixel 49 has its centre at 49.5 → t = 0.495.
        let image = try Rendered(
            Rectangle().fill(
                LinearGradient(
                    colors: [.init(red: 1, green: 0, blue: 0), .init(red: 0, green: 0, blue: 1)],
                    startPoint: .leading, endPoint: .trailing)
            )
            .frame(width: 100, height: 10))
        #expect(image.matches(0, 5, [254, 0, 1, 255], tolerance: 1))
        #expect(image.matches(49, 5, [129, 0, 126, 255], tolerance: 1))
        #expect(image.matches(99, 5, [1, 0, 254, 255], tolerance: 1))
    }

    @Test func verticalGradientInBackgroundAndForegroundStyle() throws {
        let style = LinearGradient(colors: [.init(white: 0), .init(white: 1)], startPoint: .top, endPoint: .bottom)
        let image = try Rendered(Color.clear.frame(width: 10, height: 100).background(style))
        // Row 25: centre 25.5 → 0.255 × 255 = 65.
        #expect(image.matches(5, 25, [65, 65, 65, 255], tolerance: 1))
        let viaForeground = try Rendered(Rectangle().foregroundStyle(style).frame(width: 10, height: 100))
        #expect(viaForeground.bitmap == image.bitmap)
    }

    @Test func radialGradientFallsOffWithDistance() throws {
        let image = try Rendered(
            Rectangle().fill(
                RadialGradient(
                    colors: [.init(white: 1), .init(white: 0)], center: .center,
                    startRadius: 0, endRadius: 50)
            )
            .frame(width: 100, height: 100))
        // Pixel (74, 49): centre (74.5, 49.5) is 24.5 pt from (50, 50) → t = 0.49 → 255·0.51 = 130.
        #expect(image.matches(74, 49, [130, 130, 130, 255], tolerance: 1))
        #expect(image.matches(0, 0, [0, 0, 0, 255]))
    }

    @Test func angularGradientSweepsClockwiseFromTheTrailingEdge() throws {
        let image = try Rendered(
            Rectangle().fill(AngularGradient(colors: [.init(white: 0), .init(white: 1)], center: .center))
                .frame(width: 100, height: 100))
        // Straight below the centre is a quarter turn clockwise: t ≈ 0.25.
        let below = image[x: 50, y: 90][0]
        #expect(abs(below - 64) <= 2, "got \(below)")
        // Just above the trailing edge the sweep is nearly complete.
        #expect(image[x: 95, y: 49][0] > 240)
    }

    @Test func ellipticalGradientFitsTheBounds() throws {
        let image = try Rendered(
            Rectangle().fill(EllipticalGradient(colors: [.init(white: 1), .init(white: 0)]))
                .frame(width: 200, height: 100))
        // On the inscribed ellipse (the trailing edge's middle) the end colour is reached; the centre is the start colour.
        #expect(image.matches(100, 50, [255, 255, 255, 255], tolerance: 3))
        #expect(image[x: 199, y: 50][0] < 4)
        // Half way to the trailing edge horizontally and half way to the bottom vertically give the same colour.
        #expect(abs(image[x: 150, y: 50][0] - image[x: 100, y: 75][0]) <= 2)
    }

    @Test func unsortedStopsAreSortedAndNoStopsDrawNothing() throws {
        let sorted = try Rendered(
            Rectangle().fill(
                LinearGradient(
                    stops: [.init(color: .init(white: 0), location: 0), .init(color: .init(white: 1), location: 1)],
                    startPoint: .leading, endPoint: .trailing)
            ).frame(width: 20, height: 2))
        let unsorted = try Rendered(
            Rectangle().fill(
                LinearGradient(
                    stops: [.init(color: .init(white: 1), location: 1), .init(color: .init(white: 0), location: 0)],
                    startPoint: .leading, endPoint: .trailing)
            ).frame(width: 20, height: 2))
        #expect(sorted.bitmap == unsorted.bitmap)
        let empty = try Rendered(Rectangle().fill(LinearGradient(stops: [], startPoint: .leading, endPoint: .trailing)).frame(width: 20, height: 2))
        #expect(empty.bitmap.pixels.allSatisfy { $0 == 0 })
        let nan = try Rendered(Rectangle().fill(LinearGradient(stops: [.init(color: .red, location: .nan)], startPoint: .leading, endPoint: .trailing)).frame(width: 4, height: 2))
        #expect(nan.bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func gradientStrokeAndDarkModeColours() throws {
        let light = try Rendered(
            Circle().stroke(LinearGradient(colors: [.primary, .primary], startPoint: .top, endPoint: .bottom), lineWidth: 4)
                .frame(width: 40, height: 40))
        let dark = try Rendered(
            Circle().stroke(LinearGradient(colors: [.primary, .primary], startPoint: .top, endPoint: .bottom), lineWidth: 4)
                .frame(width: 40, height: 40), colorScheme: .dark)
        // The top of the ring: black in light mode, white in dark mode.
        #expect(light.matches(20, 1, [0, 0, 0, 255]))
        #expect(dark.matches(20, 1, [255, 255, 255, 255]))
    }
}

/// Materials blur what is behind them and tint it (Apple's Figma-kit recipes, see `MaterialRecipes`).
@Suite @MainActor struct MaterialTests {
    @Test func regularMaterialOverWhiteIsTheRecipesNearWhite() throws {
        // A uniform backdrop blurs to itself. Light regular: #B3B3B3 at 82 % over white = 192.7, then colour
        // dodge with #383838: 192.7 / (1 − 56/255) = 247.
        let light = try Rendered(Color.white.frame(width: 40, height: 40).overlay(Rectangle().fill(.regularMaterial).padding(10)))
        #expect(light.matches(20, 20, [247, 247, 247, 255], tolerance: 2))
        #expect(light.matches(5, 5, [255, 255, 255, 255]))
        // Dark regular over black: #252525 at 82 % = 30.3, overlay with #8C8C8C: 2 · 30.3 · 140/255 = 33.
        let dark = try Rendered(Color.black.frame(width: 40, height: 40).overlay(Rectangle().fill(.regularMaterial).padding(10)), colorScheme: .dark)
        #expect(dark.matches(20, 20, [33, 33, 33, 255], tolerance: 2))
    }

    @Test func materialBlursWhatIsBehindIt() throws {
        // Red above blue; a thin-material band across the edge mixes them there, and far from the edge (more
        // than 3σ = 45 pt) each side keeps its own hue.
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 100)
            Color.blue.frame(height: 100)
        }
        .frame(width: 60)
        .overlay(Rectangle().fill(.ultraThinMaterial))
        let r = try Rendered(view)
        let top = r[x: 30, y: 5], edge = r[x: 30, y: 100], bottom = r[x: 30, y: 195]
        #expect(top[0] > top[2] + 60, "top stays red: \(top)")
        #expect(bottom[2] > bottom[0] + 60, "bottom stays blue: \(bottom)")
        #expect(abs(edge[0] - edge[2]) < 30 && edge[0] > 80, "the edge mixes red and blue: \(edge)")
        // The same material over a flat colour has no such mix: the blur, not the tint, made it.
        let flat = try Rendered(Color.red.frame(width: 60, height: 200).overlay(Rectangle().fill(.ultraThinMaterial)))
        #expect(flat[x: 30, y: 100][0] > flat[x: 30, y: 100][2] + 60)
    }

    @Test func materialBackgroundsInSwiftUISpellings() throws {
        let card = Text("Hi").padding().background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
        let thin = Color.clear.frame(width: 4, height: 4).background(.ultraThinMaterial)
        let list = try Rendered(card)
        #expect(list.bitmap.width > 0)
        // Over nothing (a transparent canvas) only the tints show; the colour-dodge grey is opaque, so the
        // material is too: #BFBFBF at 44 % (alpha 112), then #0D0D0D dodged over it, opaque.
        let r = try Rendered(thin)
        #expect(r[x: 1, y: 1][3] == 255, "\(r[x: 1, y: 1])")
        let all: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick, .bar]
        for material in all { _ = try Rendered(Rectangle().fill(material).frame(width: 4, height: 4)) }
    }

    @Test func sameBytesEveryRun() throws {
        let view = ZStack {
            LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)
            Text("Frosted").padding().background(.thinMaterial, in: Capsule())
        }.frame(width: 120, height: 60)
        #expect(try Rendered(view, scale: 2).bitmap.pixels == Rendered(view, scale: 2).bitmap.pixels)
    }
}
