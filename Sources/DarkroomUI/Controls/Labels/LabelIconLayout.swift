import Foundation

/// The icon slot of the title-and-icon label style: the icon is proposed a square about the size of a line of
/// body text, as iOS proposes it, so a flexible icon (`Label { Text("Work") } icon: { Circle().fill(.red) }`)
/// draws icon-sized instead of taking the row. Images and fixed-size views keep their own size.
struct LabelIconLayout: Layout {
    /// The side of the proposed square: a 17-pt line's height at the default Dynamic Type size.
    var side: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let icon = subviews.first else { return .zero }
        return icon.sizeThatFits(ProposedViewSize(width: side, height: side))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let icon = subviews.first else { return }
        icon.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(width: side, height: side))
    }
}
