import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `Image(systemName:).resizable()` takes the size it is proposed, as SF Symbols do.
@MainActor @Suite struct ResizableSymbolTests {
    @Test func aResizableSymbolFillsItsFrame() throws {
        let view = Image(systemName: "star.fill").resizable().scaledToFit()
            .frame(width: 100, height: 100)
            .accessibilityIdentifier("badge")
        let layout = try inspect(view, width: 300, height: 300)
        let frame = try layout.frame(of: "badge")
        #expect(frame.size == CGSize(width: 100, height: 100))
    }

    @Test func aFixedSymbolKeepsItsFontSizedBox() throws {
        // The star's drawing at body (17 pt): about 18 pt.
        let view = Image(systemName: "star.fill").accessibilityIdentifier("star")
        let layout = try inspect(view, width: 300, height: 300)
        #expect(try layout.frame(of: "star").width < 25)
    }

    @Test func aResizableSymbolWithoutAProposalIsItsFontSizedBox() throws {
        let view = HStack {
            Image(systemName: "star.fill").resizable().fixedSize().accessibilityIdentifier("ideal")
            Image(systemName: "star.fill").accessibilityIdentifier("fixed")
        }
        let layout = try inspect(view, width: 300, height: 300)
        #expect(try layout.frame(of: "ideal").size == layout.frame(of: "fixed").size)
    }

    @Test func angleArithmeticMatchesSwiftUI() {
        #expect((Angle.degrees(1.0 / 8) * 360).degrees == 45)
        #expect((Angle.degrees(90) - .degrees(30)).degrees.rounded() == 60)
        #expect((-Angle.radians(1)).radians == -1)
        #expect(Angle.degrees(10).animatableData == Angle.degrees(10).radians)
    }
}
