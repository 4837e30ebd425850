import Foundation

/// A built-in shape inset by an amount on every edge (what `inset(by:)` returns).
public nonisolated struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: amount, dy: amount)
        guard inset.width >= 0, inset.height >= 0 else { return Path() }
        if let rounded = base as? RoundedRectangle {
            let corner = CGSize(width: max(0, rounded.cornerSize.width - amount), height: max(0, rounded.cornerSize.height - amount))
            return Path(roundedRect: inset, cornerSize: corner, style: rounded.style)
        }
        return base.path(in: inset)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }
}
