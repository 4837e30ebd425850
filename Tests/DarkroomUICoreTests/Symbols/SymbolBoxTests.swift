import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// A symbol lays out in the box of its drawing, sized by the font as iOS sizes it. Each expected size is measured
/// from an iOS recording of the fidelity suite (docs/FIDELITY.md, "SF Symbol boxes"), in points, within 1 pt.
@MainActor @Suite struct SymbolBoxTests {
    func size<V: View>(of view: V) throws -> CGSize {
        try inspect(view.accessibilityIdentifier("symbol"), width: 400, height: 400).frame(of: "symbol").size
    }

    func expectNear(_ size: CGSize, _ width: CGFloat, _ height: CGFloat, _ comment: Comment) {
        #expect(abs(size.width - width) <= 1 && abs(size.height - height) <= 1, "\(comment): \(size) against iOS's \(width) × \(height)")
    }

    @Test func bodySymbolsAreTheSizeOfTheirDrawing() throws {
        // V8tr/SnapshotTestingSwiftUI's send button: the share symbol is 15 pt wide and 19 pt tall beside 17-pt text.
        expectNear(try size(of: Image(systemName: "square.and.arrow.up")), 15, 19, "square.and.arrow.up at .body")
        // fespinoza/sample-json-app's rating (iOS 17): star.fill 17.3 × 16.7 pt.
        expectNear(try size(of: Image(systemName: "star.fill")), 17.33, 16.67, "star.fill at .body")
        // swift-snapshot-testing's MyView: checkmark.circle.fill is a 17-pt disc.
        expectNear(try size(of: Image(systemName: "checkmark.circle.fill")), 17, 17, "checkmark.circle.fill at .body")
    }

    @Test func captionSymbolsAreSmallerForTheirSize() throws {
        // sample-json-app's details line in `.caption` (12 pt): clock 11 × 11, calendar 10.7 pt wide.
        expectNear(try size(of: Image(systemName: "clock").font(.caption)), 11, 11, "clock at .caption")
        #expect(abs(try size(of: Image(systemName: "calendar").font(.caption)).width - 10.67) <= 1)
    }

    @Test func textBesideASymbolStartsAfterItsDrawing() throws {
        // The send button's label: "Send" begins 8 pt (the stack's spacing) after the 15-pt symbol.
        let layout = try inspect(
            HStack {
                Image(systemName: "square.and.arrow.up").accessibilityIdentifier("icon")
                Text("Send").accessibilityIdentifier("title")
            }, width: 300, height: 100)
        let icon = try layout.frame(of: "icon"), title = try layout.frame(of: "title")
        #expect(abs(icon.width - 15) <= 1)
        #expect(abs(title.minX - icon.maxX - 8) < 0.01)
    }

    @Test func imageScalesFollowApplesRatios() throws {
        // Apple's UIImage/NSImage.SymbolScale: small "approximately 20% smaller", large "approximately 30% larger"
        // than medium.
        let medium = try size(of: Image(systemName: "globe"))
        let large = try size(of: Image(systemName: "globe").imageScale(.large))
        let small = try size(of: Image(systemName: "globe").imageScale(.small))
        #expect(abs(large.height / medium.height - 1.29) < 0.03)
        #expect(abs(small.height / medium.height - 0.78) < 0.03)
    }

    @Test func heavierWeightsWidenTheBoxByTheirStroke() throws {
        let regular = try size(of: Image(systemName: "star.fill"))
        let bold = try size(of: Image(systemName: "star.fill").fontWeight(.bold))
        #expect(bold.width > regular.width && bold.width - regular.width < 1.5)
    }
}
