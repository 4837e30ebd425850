import DarkroomUI
import Foundation
import Testing

/// Gradients as shape styles: colours at known points computed by hand from the stops.
@MainActor @Suite struct GradientTests {
    @Test func linearGradientMidpointIsTheAverageOfItsEnds() throws {
        // Red → blue left to right over 100 pt: pixel 49 has its centre at 49.5 → t = 0.495.
        let image = try Rendered(Rectangle().fill(LinearGradient(colors: [.init(red: 1, green: 0, blue: 0), .init(red: 0, green: 0, blue: 1)],
                                                                  startPoint: .leading, endPoint: .trailing))
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
        let image = try Rendered(Rectangle().fill(RadialGradient(colors: [.init(white: 1), .init(white: 0)], center: .center,
                                                                 startRadius: 0, endRadius: 50))
            .frame(width: 100, height: 100))
        // Pixel (74, 49): centre (74.5, 49.5) is 24.5 pt from (50, 50) → t = 0.49 → 255·0.51 = 130.
        #expect(image.matches(74, 49, [130, 130, 130, 255], tolerance: 1))
        #expect(image.matches(0, 0, [0, 0, 0, 255]))
    }

    @Test func angularGradientSweepsClockwiseFromTheTrailingEdge() throws {
        let image = try Rendered(Rectangle().fill(AngularGradient(colors: [.init(white: 0), .init(white: 1)], center: .center))
            .frame(width: 100, height: 100))
        // Straight below the centre is a quarter turn clockwise: t ≈ 0.25.
        let below = image[x: 50, y: 90][0]
        #expect(abs(below - 64) <= 2, "got \(below)")
        // Just above the trailing edge the sweep is nearly complete.
        #expect(image[x: 95, y: 49][0] > 240)
    }

    @Test func ellipticalGradientFitsTheBounds() throws {
        let image = try Rendered(Rectangle().fill(EllipticalGradient(colors: [.init(white: 1), .init(white: 0)]))
            .frame(width: 200, height: 100))
        // On the inscribed ellipse (the trailing edge's middle) the end colour is reached; the centre is the start colour.
        #expect(image.matches(100, 50, [255, 255, 255, 255], tolerance: 3))
        #expect(image[x: 199, y: 50][0] < 4)
        // Half way to the trailing edge horizontally and half way to the bottom vertically give the same colour.
        #expect(abs(image[x: 150, y: 50][0] - image[x: 100, y: 75][0]) <= 2)
    }

    @Test func unsortedStopsAreSortedAndNoStopsDrawNothing() throws {
        let sorted = try Rendered(Rectangle().fill(LinearGradient(stops: [.init(color: .init(white: 0), location: 0), .init(color: .init(white: 1), location: 1)],
                                                                  startPoint: .leading, endPoint: .trailing)).frame(width: 20, height: 2))
        let unsorted = try Rendered(Rectangle().fill(LinearGradient(stops: [.init(color: .init(white: 1), location: 1), .init(color: .init(white: 0), location: 0)],
                                                                    startPoint: .leading, endPoint: .trailing)).frame(width: 20, height: 2))
        #expect(sorted.bitmap == unsorted.bitmap)
        let empty = try Rendered(Rectangle().fill(LinearGradient(stops: [], startPoint: .leading, endPoint: .trailing)).frame(width: 20, height: 2))
        #expect(empty.bitmap.pixels.allSatisfy { $0 == 0 })
        let nan = try Rendered(Rectangle().fill(LinearGradient(stops: [.init(color: .red, location: .nan)], startPoint: .leading, endPoint: .trailing)).frame(width: 4, height: 2))
        #expect(nan.bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func gradientStrokeAndDarkModeColours() throws {
        let light = try Rendered(Circle().stroke(LinearGradient(colors: [.primary, .primary], startPoint: .top, endPoint: .bottom), lineWidth: 4)
            .frame(width: 40, height: 40))
        let dark = try Rendered(Circle().stroke(LinearGradient(colors: [.primary, .primary], startPoint: .top, endPoint: .bottom), lineWidth: 4)
            .frame(width: 40, height: 40), colorScheme: .dark)
        // The top of the ring: black in light mode, white in dark mode.
        #expect(light.matches(20, 1, [0, 0, 0, 255]))
        #expect(dark.matches(20, 1, [255, 255, 255, 255]))
    }
}
