import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// LAYOUT.md §1: HStack / VStack.
@MainActor @Suite struct StackRuleTests {
    @Test func defaultSpacingIsEightBetweenOrdinaryViews() throws {
        // 10 + 8 + 10 = 28; second at x = 18.
        let layout = try inspect(
            HStack {
                box("a")
                box("b")
            })
        #expect(layout.size == CGSize(width: 28, height: 10))
        #expect(try layout.frame(of: "b").minX == 18)
    }

    @Test func zeroSpacingNextToASpacer() throws {
        // Ideal: 10 + 0 + 8 (spacer minimum) + 0 + 10 = 28.
        #expect(
            try inspect(
                HStack {
                    box("a")
                    Spacer()
                    box("b")
                }
            ).size.width == 28)
        // With explicit spacing 5 everywhere (also next to the spacer): 10 + 5 + 8 + 5 + 10 = 38.
        #expect(
            try inspect(
                HStack(spacing: 5) {
                    box("a")
                    Spacer()
                    box("b")
                }
            ).size.width == 38)
    }

    @Test func spacerTakesWhatIsLeft() throws {
        // 100 wide: boxes first (keeping back the spacer's 8): 10 each; spacer gets 100 - 20 = 80; b at x = 90.
        let layout = try inspect(
            HStack {
                box("a")
                Spacer().accessibilityIdentifier("s")
                box("b")
            }, width: 100)
        #expect(try layout.frame(of: "s") == CGRect(x: 10, y: 5, width: 80, height: 0))
        #expect(try layout.frame(of: "b").minX == 90)
    }

    @Test func explicitSpacingIsUsedUniformly() throws {
        // VStack(spacing: 3): 10 + 3 + 10 + 3 + 10 = 36; third at y = 26.
        let layout = try inspect(
            VStack(spacing: 3) {
                box("a")
                box("b")
                box("c")
            })
        #expect(layout.size == CGSize(width: 10, height: 36))
        #expect(try layout.frame(of: "c").minY == 26)
    }

    @Test func nilMajorProposalGivesIdealSizes() throws {
        // Width nil: each Color is proposed nil → 10 wide; 10 + 8 + 10 = 28; heights take the proposal (40).
        let layout = try inspect(
            HStack {
                Color.red
                Color.blue
            }, width: nil, height: 40)
        #expect(layout.size == CGSize(width: 28, height: 40))
    }

    @Test func rigidChildrenOverflow() throws {
        // Two 75-wide children in 100: not clamped, the stack is 150 wide (objc.io's 75/100 case).
        let layout = try inspect(
            HStack(spacing: 0) {
                box("a", 75)
                box("b", 75)
            }, width: 100)
        #expect(layout.size.width == 150)
        #expect(try layout.frame(of: "b").minX == 75)
    }

    @Test func lessFlexibleChildrenAreSizedFirst() throws {
        // 300 wide. blue (flexibility 100) goes before red (∞): blue is offered 150 and takes 100; red gets 200.
        // In original order red would have taken 150 and the total would have been 250.
        let view = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("red")
            Color.blue.frame(maxWidth: 100).accessibilityIdentifier("blue")
        }
        let layout = try inspect(view, width: 300, height: 10)
        #expect(try layout.frame(of: "red") == CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(try layout.frame(of: "blue") == CGRect(x: 200, y: 0, width: 100, height: 10))
    }

    @Test func infinitelyFlexibleTieGoesToTheLargerMinimum() throws {
        // Both ∞ flexible; blue's minimum 200 > red's 10, so blue is offered 300 / 2 = 150 first and takes 200;
        // red gets the remaining 100. Total exactly 300.
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 10).accessibilityIdentifier("red")
            Color.blue.frame(minWidth: 200).accessibilityIdentifier("blue")
        }
        let layout = try inspect(view, width: 300, height: 10)
        #expect(try layout.frame(of: "red") == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(try layout.frame(of: "blue") == CGRect(x: 100, y: 0, width: 200, height: 10))
    }

    @Test func higherPriorityGroupGoesFirst() throws {
        // blue (priority 1) is offered 200 - red's minimum 0 = 200 and takes it; red gets 0.
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 50).accessibilityIdentifier("red")
            Color.blue.layoutPriority(1).accessibilityIdentifier("blue")
        }
        let layout = try inspect(view, width: 200, height: 10)
        #expect(try layout.frame(of: "red").width == 0)
        #expect(try layout.frame(of: "blue") == CGRect(x: 0, y: 0, width: 200, height: 10))
    }

    @Test func minorAxisAlignment() throws {
        // Widths 30 and 50: leading → x 0/0; centre → 10/0; trailing → 20/0. Stack width 50.
        for (alignment, expected) in [(HorizontalAlignment.leading, 0.0), (.center, 10), (.trailing, 20)] {
            let layout = try inspect(
                VStack(alignment: alignment) {
                    box("a", 30)
                    box("b", 50)
                })
            #expect(layout.size.width == 50)
            #expect(try layout.frame(of: "a").minX == CGFloat(expected))
            #expect(try layout.frame(of: "b").minX == 0)
        }
        // HStack(alignment: .bottom): heights 10 and 30 → a at y = 20.
        let h = try inspect(
            HStack(alignment: .bottom) {
                box("a", 10, 10)
                box("b", 10, 30)
            })
        #expect(try h.frame(of: "a").minY == 20)
    }

    @Test func fixedSizeStackGivesChildrenTheWidestWidth() throws {
        // Sizing with nil width: red 50, blue 10 (Color's ideal) → 50. Placement replaces the nil width by 50,
        // so blue is re-proposed 50 and becomes 50 wide (§1.7).
        let view = VStack {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(height: 10).accessibilityIdentifier("blue")
        }.fixedSize()
        let layout = try inspect(view, width: 300, height: 300)
        #expect(layout.size == CGSize(width: 50, height: 28))
        #expect(try layout.frame(of: "blue") == CGRect(x: 0, y: 18, width: 50, height: 10))
    }

    @Test func stacksAreLayouts() throws {
        // HStackLayout used directly as a container and through AnyLayout gives the same frames as HStack.
        let a = try inspect(
            HStack(spacing: 2) {
                box("a")
                box("b")
            })
        let b = try inspect(
            HStackLayout(spacing: 2) {
                box("a")
                box("b")
            })
        let c = try inspect(
            AnyLayout(HStackLayout(spacing: 2)) {
                box("a")
                box("b")
            })
        #expect(try a.frame(of: "b") == CGRect(x: 12, y: 0, width: 10, height: 10))
        #expect(try b.frame(of: "b") == a.frame(of: "b"))
        #expect(try c.frame(of: "b") == a.frame(of: "b"))
        let v = try inspect(
            AnyLayout(VStackLayout(spacing: 2)) {
                box("a")
                box("b")
            })
        #expect(try v.frame(of: "b") == CGRect(x: 0, y: 12, width: 10, height: 10))
    }

    @Test func emptyStackIsZero() throws {
        #expect(try inspect(HStack {}).size == .zero)
        #expect(try inspect(VStack { EmptyView() }, width: 100, height: 100).size == .zero)
    }
}
