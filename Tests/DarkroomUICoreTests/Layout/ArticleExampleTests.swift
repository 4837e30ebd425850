import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// The examples of "SwiftUI with a UIKit bias" (swiftui-layout-and-state.txt).
@MainActor @Suite struct ArticleExampleTests {
    @Test func threeRectanglesShareTheStackEqually() throws {
        // 316 wide, two default gaps of 8 → (316 - 16) / 3 = 100 each at x = 0, 108, 216.
        let view = HStack {
            Rectangle().accessibilityIdentifier("green")
            Rectangle().accessibilityIdentifier("black")
            Rectangle().accessibilityIdentifier("purple")
        }
        let layout = try inspect(view, width: 316, height: 100)
        #expect(layout.size == CGSize(width: 316, height: 100))
        #expect(try layout.frame(of: "green") == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(try layout.frame(of: "black") == CGRect(x: 108, y: 0, width: 100, height: 100))
        #expect(try layout.frame(of: "purple") == CGRect(x: 216, y: 0, width: 100, height: 100))
    }

    @Test func nestedStackGetsHalf() throws {
        // Outer: 316 - 8 = 308 for two infinitely flexible children; the inner stack (min 8) goes first and gets
        // 308 / 2 = 154, split as (154 - 8) / 2 = 73 + 73; the purple rectangle gets the other 154 at x = 162.
        let view = HStack {
            HStack {
                Rectangle().accessibilityIdentifier("green")
                Rectangle().accessibilityIdentifier("black")
            }.accessibilityIdentifier("inner")
            Rectangle().accessibilityIdentifier("purple")
        }
        let layout = try inspect(view, width: 316, height: 100)
        #expect(try layout.frame(of: "inner") == CGRect(x: 0, y: 0, width: 154, height: 100))
        #expect(try layout.frame(of: "green") == CGRect(x: 0, y: 0, width: 73, height: 100))
        #expect(try layout.frame(of: "black") == CGRect(x: 81, y: 0, width: 73, height: 100))
        #expect(try layout.frame(of: "purple") == CGRect(x: 162, y: 0, width: 154, height: 100))
    }

    @Test func negativePriorityShrinksToMinimum() throws {
        // 316 - 16 = 300. Priority 0 group first, keeping back green's minimum 20: 280 / 2 = 140 each.
        // Then green's group gets back its 20 → 20 wide. x: 0, 28, 176.
        let view = HStack {
            Rectangle().frame(minWidth: 20).layoutPriority(-1).accessibilityIdentifier("green")
            Rectangle().accessibilityIdentifier("black")
            Rectangle().accessibilityIdentifier("purple")
        }
        let layout = try inspect(view, width: 316, height: 100)
        #expect(try layout.frame(of: "green") == CGRect(x: 0, y: 0, width: 20, height: 100))
        #expect(try layout.frame(of: "black") == CGRect(x: 28, y: 0, width: 140, height: 100))
        #expect(try layout.frame(of: "purple") == CGRect(x: 176, y: 0, width: 140, height: 100))
    }

    @Test func maxWidthFramePlacedLeading() throws {
        // frame(maxWidth: 300) under 600 proposes min(600, 300) = 300 to the stack, which takes it (300 wide);
        // the outer frame(maxWidth: .infinity, alignment: .leading) is 600 wide and puts it at x = 0.
        let view = HStack {
            Rectangle()
            Rectangle()
            Rectangle()
        }
        .frame(maxWidth: 300)
        .accessibilityIdentifier("stack")
        .frame(maxWidth: .infinity, alignment: .leading)
        let layout = try inspect(view, width: 600, height: 100)
        #expect(layout.size == CGSize(width: 600, height: 100))
        #expect(try layout.frame(of: "stack") == CGRect(x: 0, y: 0, width: 300, height: 100))

        // Centred by default: (600 - 300) / 2 = 150.
        let centred = try inspect(HStack { Rectangle() }.frame(maxWidth: 300).accessibilityIdentifier("stack").frame(maxWidth: .infinity), width: 600, height: 100)
        #expect(try centred.frame(of: "stack").minX == 150)
    }
}
