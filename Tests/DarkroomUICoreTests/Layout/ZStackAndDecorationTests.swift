import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// LAYOUT.md §7 (ZStack), §8 (overlay / background) and §9 (offset, alignmentGuide, layoutPriority).
@MainActor @Suite struct ZStackAndDecorationTests {
    @Test func zStackIsTheMaximumOfItsChildren() throws {
        // max(20, 50) × max(20, 10).
        let layout = try inspect(
            ZStack {
                box("a", 20, 20)
                box("b", 50, 10)
            })
        #expect(layout.size == CGSize(width: 50, height: 20))
        #expect(try layout.frame(of: "a") == CGRect(x: 15, y: 0, width: 20, height: 20))
        #expect(try layout.frame(of: "b") == CGRect(x: 0, y: 5, width: 50, height: 10))
    }

    @Test func zStackIsSizedByTopPriorityChildren() throws {
        // Only a (priority 1) counts: 20×20; b (50×10) is centred on it → x = 10 - 25 = -15.
        let layout = try inspect(
            ZStack {
                box("a", 20, 20).layoutPriority(1)
                box("b", 50, 10)
            })
        #expect(layout.size == CGSize(width: 20, height: 20))
        #expect(try layout.frame(of: "b") == CGRect(x: -15, y: 5, width: 50, height: 10))
    }

    @Test func zStackAlignment() throws {
        // The 12×12 example: 6×6 at bottomTrailing → (6, 6).
        let layout = try inspect(
            ZStack(alignment: .bottomTrailing) {
                Color.black.frame(width: 12, height: 12)
                box("white", 6, 6)
            })
        #expect(try layout.frame(of: "white") == CGRect(x: 6, y: 6, width: 6, height: 6))
    }

    @Test func overlayIsSizedByThePrimary() throws {
        let layout = try inspect(box("p", 40, 20).overlay(box("o", 10, 10), alignment: .topTrailing))
        #expect(layout.size == CGSize(width: 40, height: 20))
        #expect(try layout.frame(of: "o") == CGRect(x: 30, y: 0, width: 10, height: 10))
    }

    @Test func backgroundIsProposedThePrimarySize() throws {
        // A flexible background takes exactly the primary's 40×20; a rigid one is centred and may overflow.
        let flexible = try inspect(box("p", 40, 20).background(Color.blue.accessibilityIdentifier("bg")))
        #expect(try flexible.frame(of: "bg") == CGRect(x: 0, y: 0, width: 40, height: 20))
        let rigid = try inspect(box("p", 40, 20).background(box("bg", 100, 100)))
        #expect(rigid.size == CGSize(width: 40, height: 20))
        #expect(try rigid.frame(of: "bg") == CGRect(x: -30, y: -40, width: 100, height: 100))
        let builder = try inspect(box("p", 40, 20).background(alignment: .leading) { box("bg", 10, 10) })
        #expect(try builder.frame(of: "bg") == CGRect(x: 0, y: 5, width: 10, height: 10))
    }

    @Test func backgroundDrawsBeforeAndOverlayAfter() throws {
        let view = Color.red.frame(width: 10, height: 10).background(Color.blue).overlay(Color.green)
        let list = try ImageRenderer(content: view).displayList()
        let colors = list.items.compactMap { item -> String? in
            if case .fill(_, let color, _) = item { return color.description }
            return nil
        }
        // blue (0,122,255), red (255,59,48), green (52,199,89).
        #expect(colors == ["#007AFFFF", "#FF3B30FF", "#34C759FF"])
    }

    @Test func borderIsStrokedInsideTheBounds() throws {
        // A 2-point border on a 20×10 view strokes the rect inset by 1: (1, 1, 18, 8).
        let list = try ImageRenderer(content: Color.white.frame(width: 20, height: 10).border(Color.black, width: 2)).displayList()
        guard case .stroke(let path, _, let style)? = list.items.last else {
            Issue.record("no stroke in \(list)")
            return
        }
        #expect(style.lineWidth == 2)
        #expect(path.boundingRect == CGRect(x: 1, y: 1, width: 18, height: 8))
    }

    @Test func offsetDoesNotMoveSiblingsOrChangeSize() throws {
        let layout = try inspect(
            HStack(spacing: 0) {
                box("a").offset(x: 5, y: 7)
                box("b")
            })
        #expect(layout.size == CGSize(width: 20, height: 10))
        #expect(try layout.frame(of: "b").minX == 10)
        // The offset view itself is drawn (and reported) moved.
        #expect(try layout.frame(of: "a") == CGRect(x: 5, y: 7, width: 10, height: 10))
    }

    @Test func alignmentGuideMovesTheChild() throws {
        // a's leading guide is 10 → origins a: -10, b: 0; union [-10, 20] → width 30, a at 0, b at 10.
        let view = VStack(alignment: .leading, spacing: 0) {
            box("a", 20).alignmentGuide(.leading) { _ in 10 }
            box("b", 20)
        }
        let layout = try inspect(view)
        #expect(layout.size == CGSize(width: 30, height: 20))
        #expect(try layout.frame(of: "a").minX == 0)
        #expect(try layout.frame(of: "b").minX == 10)
    }

    @Test func alignmentGuideReadsDimensions() throws {
        // d[.trailing] = 40 for a 40 wide view; aligning a's leading guide to its trailing edge in a ZStack
        // with a 10 wide b: a at x = -40 + 40 → ZStack aligns guides: anchor = max(40, 0) = 40; a at 0, b at 40.
        let view = ZStack(alignment: .leading) {
            box("a", 40).alignmentGuide(.leading) { d in d[.trailing] }
            box("b", 10)
        }
        let layout = try inspect(view)
        #expect(try layout.frame(of: "a").minX == 0)
        #expect(try layout.frame(of: "b").minX == 40)
        #expect(layout.size.width == 50)
    }

    @Test func explicitGuidesPropagateThroughPaddingAndStacks() throws {
        // Inner VStack: c's leading guide is 5 inside 4 points of padding → the padded view's guide is 9.
        // Outer VStack(alignment: .leading): x origins: padded -9, d 0 → union [-9, …]: padded at 0, d at 9.
        let view = VStack(alignment: .leading, spacing: 0) {
            VStack { box("c", 20).alignmentGuide(.leading) { _ in 5 } }.padding(4)
            box("d", 20)
        }
        let layout = try inspect(view)
        #expect(try layout.frame(of: "d").minX == 9)
        #expect(try layout.frame(of: "c").minX == 4)
    }

    @Test func positionCentresTheChildAndTakesTheProposal() throws {
        let layout = try inspect(box("b", 10, 10).position(x: 50, y: 20), width: 100, height: 100)
        #expect(layout.size == CGSize(width: 100, height: 100))
        #expect(try layout.frame(of: "b") == CGRect(x: 45, y: 15, width: 10, height: 10))
    }
}

@MainActor @Suite struct ZStackExplicitGuideTests {
    @Test func zStackPassesExplicitGuidesOn() throws {
        // Inside the ZStack, a (20 wide, centred in the 40 wide stack at x = 10) has leading guide 5 → the
        // ZStack's leading guide is 10 + 5 = 15. In the outer VStack(alignment: .leading): ZStack at 0, b at 15.
        let view = VStack(alignment: .leading, spacing: 0) {
            ZStack {
                Color.red.frame(width: 40, height: 10)
                box("a", 20).alignmentGuide(.leading) { _ in 5 }
            }
            box("b", 10)
        }
        let layout = try inspect(view)
        #expect(try layout.frame(of: "b").minX == 15)
        #expect(try layout.frame(of: "a").minX == 10)
    }
}
