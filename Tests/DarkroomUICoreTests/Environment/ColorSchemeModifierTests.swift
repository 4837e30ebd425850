import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `colorScheme(_:)`, SwiftUI's older spelling that component snapshot suites still use to draw a view in both
/// schemes: it sets the scheme of the view it modifies, and only of that view.
@MainActor @Suite struct ColorSchemeModifierTests {
    struct Swatch: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View {
            (scheme == .dark ? Color.black : Color.white).frame(width: 4, height: 4)
        }
    }

    @Test func theModifiedViewReadsTheScheme() throws {
        let dark = try Rendered(Swatch().colorScheme(.dark))
        let light = try Rendered(Swatch().colorScheme(.light), colorScheme: .dark)
        #expect(dark.matches(1, 1, [0, 0, 0, 255]))
        #expect(light.matches(1, 1, [255, 255, 255, 255]))
    }

    @Test func theViewsBesideItKeepTheirs() throws {
        let row = HStack(spacing: 0) {
            Swatch().colorScheme(.dark)
            Swatch()
        }
        let drawn = try Rendered(row)
        #expect(drawn.matches(1, 1, [0, 0, 0, 255]))
        #expect(drawn.matches(5, 1, [255, 255, 255, 255]))
    }
}
