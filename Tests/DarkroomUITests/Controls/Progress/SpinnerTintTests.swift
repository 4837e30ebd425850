import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `ProgressView().tint(_:)` colours the spinner, as on iOS (Apple deprecates `CircularProgressViewStyle(tint:)`:
/// "Use `View/tint(_:)` instead"); mmgoncalves/cstv's loading screen draws a white spinner on black that way.
@MainActor @Suite struct SpinnerTintTests {
    /// The colour of the head spoke (12 o'clock, fully opaque), 3 pt below the spinner's top edge.
    func headSpoke<V: View>(_ view: V) throws -> [Int] {
        let rendered = try Rendered(view.frame(width: 20, height: 20).background(Color.black), scale: 3)
        return rendered[x: 30, y: 9]
    }

    @Test func aTintedSpinnerIsDrawnInTheTint() throws {
        #expect(try headSpoke(ProgressView().tint(.white)) == [255, 255, 255, 255])
        let red = try headSpoke(ProgressView().tint(.red))
        #expect(red[0] > 240 && red[1] < 80 && red[2] < 70)
    }

    @Test func anUntintedSpinnerStaysSecondary() throws {
        // The secondary label colour (60 % grey-blue in light mode) over black: not white.
        let plain = try headSpoke(ProgressView())
        #expect(plain[0] < 120 && plain[0] > 20)
    }

    @Test func theStylesTintWinsOverTheViewsTint() throws {
        let green = try headSpoke(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .green)).tint(.white))
        #expect(green[1] > 150 && green[0] < 120)
    }
}
