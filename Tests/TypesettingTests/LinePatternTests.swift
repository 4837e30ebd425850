import Foundation
import Testing
@testable import Typesetting

/// Dash patterns of underlines and strikethroughs.
@Suite struct LinePatternTests {
    func segment(_ pattern: TextDecoration.Pattern, width: Double = 20, thickness: Double = 1) -> TextDecorationSegment {
        TextDecorationSegment(
            kind: .underline, rect: CGRect(x: 3, y: 10, width: width, height: thickness), color: nil,
            runIndex: 0, pattern: pattern)
    }

    @Test func solidIsOneBar() {
        #expect(segment(.solid).marks == [CGRect(x: 3, y: 10, width: 20, height: 1)])
    }

    @Test func patternsRepeatInUnitsOfTheThickness() {
        let dots = segment(.dot, width: 9, thickness: 1).marks
        #expect(dots.map(\.minX) == [3, 6, 9])
        #expect(dots.allSatisfy { $0.width == 1 && $0.height == 1 && $0.minY == 10 })
        let dashes = segment(.dash, width: 14, thickness: 2).marks
        #expect(dashes.map(\.minX) == [3, 15] && dashes.map(\.width) == [8, 2])  // the last dash is cut at the end
        let dashDot = segment(.dashDot, width: 18, thickness: 1).marks
        #expect(dashDot.map(\.minX) == [3, 9, 12, 18] && dashDot.map(\.width) == [4, 1, 4, 1])
        let dashDotDot = segment(.dashDotDot, width: 12, thickness: 1).marks
        #expect(dashDotDot.map(\.minX) == [3, 9, 12] && dashDotDot.map(\.width) == [4, 1, 1])
        // Every mark lies inside the bar.
        for pattern in TextDecoration.Pattern.allCases {
            let bar = segment(pattern, width: 37.5, thickness: 1.3)
            #expect(bar.marks.allSatisfy { $0.minX >= bar.rect.minX - 1e-9 && $0.maxX <= bar.rect.maxX + 1e-9 })
        }
    }

    @Test func layoutCarriesTheRunPattern() throws {
        let attributes = TextAttributes(
            font: .body, underline: TextDecoration(pattern: .dash),
            strikethrough: TextDecoration(pattern: .dot))
        let layout = try TypesettingEngine().layout(AttributedText("Sale", attributes: attributes))
        #expect(layout.lines[0].decorations.map(\.pattern) == [.dash, .dot])
    }
}
