import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// LAYOUT.md §2 (Spacer) and §3 (padding).
@MainActor @Suite struct SpacerAndPaddingTests {
    @Test func spacerMinimumDefaultsToEight() throws {
        #expect(
            try inspect(
                HStack(spacing: 0) {
                    box("a")
                    Spacer()
                }
            ).size == CGSize(width: 18, height: 10))
        #expect(
            try inspect(
                HStack(spacing: 0) {
                    box("a")
                    Spacer(minLength: 20)
                }
            ).size.width == 30)
        #expect(
            try inspect(
                VStack(spacing: 0) {
                    box("a")
                    Spacer(minLength: 0)
                }
            ).size.height == 10)
    }

    @Test func spacerIsZeroAcrossItsStack() throws {
        let layout = try inspect(HStack { Spacer().accessibilityIdentifier("s") }, width: 50, height: 50)
        #expect(try layout.frame(of: "s").size == CGSize(width: 50, height: 0))
        #expect(layout.size == CGSize(width: 50, height: 0))
    }

    @Test func spacerOutsideAStackUsesBothAxes() throws {
        // max(proposal ?? -∞, 8) on both axes.
        #expect(try inspect(Spacer(), width: 50).size == CGSize(width: 50, height: 8))
        #expect(try inspect(ZStack { Spacer() }, width: 3, height: 30).size == CGSize(width: 8, height: 30))
    }

    @Test func spacerOrientationPassesThroughModifiers() throws {
        // The spacer inside a frame is still horizontal: 0 tall inside, ideal width 8.
        let layout = try inspect(HStack { Spacer().accessibilityIdentifier("s").padding(0) })
        #expect(try layout.frame(of: "s").size == CGSize(width: 8, height: 0))
    }

    @Test func defaultPaddingIsSixteen() throws {
        // 100×100 → child proposed 68×68 at (16, 16).
        let layout = try inspect(Color.red.accessibilityIdentifier("c").padding(), width: 100, height: 100)
        #expect(layout.size == CGSize(width: 100, height: 100))
        #expect(try layout.frame(of: "c") == CGRect(x: 16, y: 16, width: 68, height: 68))
        // nil stays nil: ideal 10 + 32 = 42.
        #expect(try inspect(Color.red.padding()).size == CGSize(width: 42, height: 42))
    }

    @Test func paddingProposalIsClampedAtZero() throws {
        // 40 - 60 < 0 → child proposed 0 → 0 wide; size 0 + 60.
        let layout = try inspect(Color.red.accessibilityIdentifier("c").padding(30), width: 40, height: 40)
        #expect(layout.size == CGSize(width: 60, height: 60))
        #expect(try layout.frame(of: "c") == CGRect(x: 30, y: 30, width: 0, height: 0))
    }

    @Test func edgePadding() throws {
        // Jokes-style .padding(.horizontal, 64).padding(.top, 16) around a 10×10 box: 138 × 26, box at (64, 16).
        let layout = try inspect(box("b").padding(.horizontal, 64).padding(.top, 16))
        #expect(layout.size == CGSize(width: 138, height: 26))
        #expect(try layout.frame(of: "b").origin == CGPoint(x: 64, y: 16))
        let insets = try inspect(box("b").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(insets.size == CGSize(width: 16, height: 14))
        #expect(try insets.frame(of: "b").origin == CGPoint(x: 2, y: 1))
        #expect(try inspect(box("b").padding(.vertical, 10)).size == CGSize(width: 10, height: 30))
    }
}
