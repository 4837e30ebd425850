import DarkroomUI
import Foundation
import Testing

/// The article's tests, ported from cache smuggling to the inspection API.
@MainActor @Suite struct DiagonalStackTests {
    @Test func oneView() throws {
        let view = DiagonalStack {
            Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("blue30")
        }
        let layout = try LayoutInspector.layout(view, in: .unspecified)
        #expect(layout.size == CGSize(width: 30, height: 30))
        #expect(try layout.frame(of: "blue30").origin == CGPoint(x: 0, y: 0))
    }

    @Test func twoViewsWithPositiveSpacing() throws {
        // 30 + 40 + 30 = 100 on both axes; the second view starts at 30 + 40 = 70.
        let view = DiagonalStack(hSpacing: 40, vSpacing: 40) {
            Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("blue30")
            Color.red.frame(width: 30, height: 30).accessibilityIdentifier("red30")
        }
        let layout = try view.inspectLayout(proposal: .unspecified)
        #expect(layout.size == CGSize(width: 100, height: 100))
        #expect(try layout.frame(of: "blue30").origin == CGPoint(x: 0, y: 0))
        #expect(try layout.frame(of: "red30").origin == CGPoint(x: 70, y: 70))
    }

    @Test func twoViewsWithNegativeSpacing() throws {
        // 30 - 20 + 30 = 40; the second view starts at 30 - 20 = 10.
        let view = DiagonalStack(hSpacing: -20, vSpacing: -20) {
            Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("blue30")
            Color.red.frame(width: 30, height: 30).accessibilityIdentifier("red30")
        }
        let layout = try view.inspectLayout(proposal: .unspecified)
        #expect(layout.size == CGSize(width: 40, height: 40))
        #expect(try layout.frame(of: "blue30").origin == CGPoint(x: 0, y: 0))
        #expect(try layout.frame(of: "red30").origin == CGPoint(x: 10, y: 10))
    }

    @Test func defaultSpacingComesFromTheSubviews() throws {
        // No explicit spacing: two ordinary views prefer 8 → 30 + 8 + 30 = 68.
        let view = DiagonalStack {
            Color.blue.frame(width: 30, height: 30)
            Color.red.frame(width: 30, height: 30).accessibilityIdentifier("red")
        }
        let layout = try view.inspectLayout()
        #expect(layout.size == CGSize(width: 68, height: 68))
        #expect(try layout.frame(of: "red").origin == CGPoint(x: 38, y: 38))
    }

    @Test func placementIsRelativeToBoundsOrigin() throws {
        // Inside 10 points of padding the stack's bounds start at (10, 10).
        let view = DiagonalStack(hSpacing: 0, vSpacing: 0) {
            Color.blue.frame(width: 30, height: 30)
            Color.red.frame(width: 30, height: 30).accessibilityIdentifier("red")
        }
        .padding(10)
        let layout = try view.inspectLayout()
        #expect(layout.size == CGSize(width: 80, height: 80))
        #expect(try layout.frame(of: "red") == CGRect(x: 40, y: 40, width: 30, height: 30))
    }
}
