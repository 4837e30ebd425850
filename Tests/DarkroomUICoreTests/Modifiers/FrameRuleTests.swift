import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// LAYOUT.md §4 (fixed frames), §5 (flexible frames) and §6 (fixedSize).
@MainActor @Suite struct FrameRuleTests {
    @Test func fixedWidthTakesTheProposedHeight() throws {
        // Child proposed (50, 100): a Color takes it.
        let layout = try inspect(Color.red.accessibilityIdentifier("c").frame(width: 50), width: 100, height: 100)
        #expect(layout.size == CGSize(width: 50, height: 100))
        #expect(try layout.frame(of: "c") == CGRect(x: 0, y: 0, width: 50, height: 100))
    }

    @Test func frameAlignsItsChild() throws {
        // 20×20 inside 100×50 at bottomTrailing → (80, 30).
        let layout = try inspect(box("b", 20, 20).frame(width: 100, height: 50, alignment: .bottomTrailing))
        #expect(try layout.frame(of: "b") == CGRect(x: 80, y: 30, width: 20, height: 20))
    }

    @Test func childMayOverflowAFrame() throws {
        // 200 wide child centred in a 100 wide frame → x = -50.
        let layout = try inspect(box("b", 200, 10).frame(width: 100, height: 10))
        #expect(layout.size == CGSize(width: 100, height: 10))
        #expect(try layout.frame(of: "b").minX == -50)
    }

    @Test func minAndMaxClampTheProposal() throws {
        let view = Color.red.frame(minWidth: 50, maxWidth: 100)
        #expect(try inspect(view, width: 200, height: 10).size.width == 100)  // clamp(200, 50, 100)
        #expect(try inspect(view, width: 20, height: 10).size.width == 50)  // clamp(20, 50, 100)
        #expect(try inspect(view, width: 70, height: 10).size.width == 70)  // inside
        #expect(try inspect(view, width: nil, height: 10).size.width == 50)  // nil: child 10 clamped to 50
    }

    @Test func idealUsedForNilProposal() throws {
        #expect(try inspect(Color.red.frame(idealWidth: 40)).size == CGSize(width: 40, height: 10))
        // With a proposal the ideal is ignored: child proposed 100 → 100.
        #expect(try inspect(Color.red.frame(idealWidth: 40), width: 100, height: 10).size.width == 100)
    }

    @Test func onlyMinimum() throws {
        // c = max(100, 50) = 100, child 30 → max(min(100, 30), 50) = 50.
        #expect(try inspect(box("b", 30).frame(minWidth: 50), width: 100, height: 10).size.width == 50)
        // c = 60, child 80 → max(min(60, 80), 50) = 60; the 80-wide child overflows centred at x = -10.
        let layout = try inspect(box("b", 80).frame(minWidth: 50), width: 60, height: 10)
        #expect(layout.size.width == 60)
        #expect(try layout.frame(of: "b").minX == -10)
    }

    @Test func onlyMaximum() throws {
        // c = min(200, 100) = 100, child 30 → min(max(100, 30), 100) = 100: the frame takes the space.
        #expect(try inspect(box("b", 30).frame(maxWidth: 100), width: 200, height: 10).size.width == 100)
        // nil: c = nil → child 30 → min(max(-∞, 30), 100) = 30.
        #expect(try inspect(box("b", 30).frame(maxWidth: 100)).size.width == 30)
        // maxWidth: .infinity fills the proposal.
        #expect(try inspect(box("b", 30).frame(maxWidth: .infinity), width: 390, height: 10).size.width == 390)
    }

    @Test func normalisation() throws {
        // Negative min → 0: proposal 0 gives 0 (not -10).
        #expect(try inspect(Color.red.frame(minWidth: -10, maxWidth: 50), width: 0, height: 10).size.width == 0)
        // ideal raised to min: nil → ideal = max(60, 20) = 60.
        #expect(try inspect(Color.red.frame(minWidth: 60, idealWidth: 20)).size.width == 60)
        // max raised to ideal: max = max(80, 50) = 80, so 200 → child proposed 80 → 80 (not 50).
        #expect(try inspect(Color.red.frame(idealWidth: 80, maxWidth: 50), width: 200, height: 10).size.width == 80)
    }

    @Test func nilPlacementProposalStaysNil() throws {
        // The probe is 7 wide for a nil width and proposes its own proposal to a Color (nil → 10).
        // The flexible frame gets nil, has no ideal, and 7 lies strictly inside (0, 100): it re-proposes nil,
        // so the Color is 10 wide. Had it proposed its final size 7, the Color would be 7 wide.
        let view = ProposalProbe { Color.red.accessibilityIdentifier("c") }.frame(minWidth: 0, maxWidth: 100)
        let layout = try inspect(view, width: nil, height: 10)
        #expect(layout.size.width == 7)
        #expect(try layout.frame(of: "c").width == 10)
    }

    @Test func fixedSizeUsesTheIdealSize() throws {
        // Under 300 the frame would be 300; fixedSize proposes nil → ideal 40.
        let layout = try inspect(Color.red.frame(minWidth: 0, idealWidth: 40, maxWidth: 100).fixedSize(), width: 300, height: 300)
        #expect(layout.size == CGSize(width: 40, height: 10))
        // Only the vertical axis fixed: width keeps the proposal.
        let vertical = try inspect(Color.red.fixedSize(horizontal: false, vertical: true), width: 300, height: 300)
        #expect(vertical.size == CGSize(width: 300, height: 10))
    }
}

/// A layout that is 7 wide for a nil width (else the proposal) and places its child with its own proposal.
struct ProposalProbe: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 7, height: proposal.height ?? 7)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: proposal) }
    }
}
