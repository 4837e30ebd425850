import DarkroomUI
import Foundation

/// The layout from "Develop Layout With TDD" (layout-tdd-diagonal-stack.txt), without the cache smuggling:
/// children along the diagonal, separated by `hSpacing`/`vSpacing` (or the subviews' preferred spacing).
struct DiagonalStack: Layout {
    var hSpacing: CGFloat? = nil
    var vSpacing: CGFloat? = nil

    init(hSpacing: CGFloat? = nil, vSpacing: CGFloat? = nil) {
        self.hSpacing = hSpacing
        self.vSpacing = vSpacing
    }

    private func gap(after index: Int, _ subviews: Subviews) -> CGVector {
        guard index + 1 < subviews.count else { return CGVector(dx: 0, dy: 0) }
        let current = subviews[index].spacing, next = subviews[index + 1].spacing
        return CGVector(
            dx: hSpacing ?? current.distance(to: next, along: .horizontal),
            dy: vSpacing ?? current.distance(to: next, along: .vertical))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for index in subviews.indices {
            let s = subviews[index].sizeThatFits(proposal)
            let g = gap(after: index, subviews)
            size.width += s.width + g.dx
            size.height += s.height + g.dy
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var offset = CGVector(dx: 0, dy: 0)
        for index in subviews.indices {
            let subview = subviews[index]
            subview.place(at: CGPoint(x: bounds.minX + offset.dx, y: bounds.minY + offset.dy), anchor: .topLeading, proposal: proposal)
            let s = subview.sizeThatFits(proposal)
            let g = gap(after: index, subviews)
            offset.dx += s.width + g.dx
            offset.dy += s.height + g.dy
        }
    }
}
