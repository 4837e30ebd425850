import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// LAYOUT.md §0: proposals and leaf sizing.
@MainActor @Suite struct ProposalAndLeafTests {
    @Test func proposedViewSizeConstants() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
        // nil → 10 by default (documented default), or the given size.
        #expect(ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 5, height: 10))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 1, height: 2))
    }

    @Test func leafTakesTheProposalWithNilAsTen() throws {
        #expect(try inspect(Color.red).size == CGSize(width: 10, height: 10))
        #expect(try inspect(Rectangle(), width: 50).size == CGSize(width: 50, height: 10))
        #expect(try inspect(Circle(), width: 0, height: 0).size == .zero)
        #expect(try inspect(Capsule(), width: 30, height: 20).size == CGSize(width: 30, height: 20))
    }

    @Test func infinityIsReturnedAsIs() throws {
        let layout = try LayoutInspector.layout(Color.red, in: .infinity)
        #expect(layout.size.width == .infinity && layout.size.height == .infinity)
    }

    @Test func customShapeUsesItsSizeThatFits() throws {
        struct Square: Shape {
            func path(in rect: CGRect) -> Path { Path(rect) }
            func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
                let side = min(proposal.width ?? 20, proposal.height ?? 20)
                return CGSize(width: side, height: side)
            }
        }
        #expect(try inspect(Square(), width: 100, height: 40).size == CGSize(width: 40, height: 40))
        #expect(try inspect(Square()).size == CGSize(width: 20, height: 20))
    }
}
