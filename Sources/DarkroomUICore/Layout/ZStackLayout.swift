import Foundation

/// An overlaying stack as a `Layout` (LAYOUT.md §7): sized by its highest-priority children, all aligned by `alignment`.
public struct ZStackLayout: Layout, _DumpDescribingLayout {
    /// How children are aligned.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// Each child's size and guides under `proposal`, the alignment point and the stack size.
    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (dims: [ViewDimensions], anchor: CGPoint, size: CGSize) {
        let dims = subviews.map { $0.dimensions(in: proposal) }
        guard !dims.isEmpty else { return ([], .zero, .zero) }
        let top = subviews.map(\.priority).max() ?? 0
        var ax = -CGFloat.infinity, ay = -CGFloat.infinity
        for (i, s) in subviews.enumerated() where s.priority == top {
            ax = max(ax, dims[i][alignment.horizontal])
            ay = max(ay, dims[i][alignment.vertical])
        }
        var w: CGFloat = 0, h: CGFloat = 0
        for (i, s) in subviews.enumerated() where s.priority == top {
            w = max(w, ax - dims[i][alignment.horizontal] + dims[i].width)
            h = max(h, ay - dims[i][alignment.vertical] + dims[i].height)
        }
        return (dims, CGPoint(x: ax, y: ay), CGSize(width: w, height: h))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        measure(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = ProposedViewSize(bounds.size)
        let m = measure(p, subviews)
        for (i, s) in subviews.enumerated() {
            let origin = CGPoint(
                x: bounds.minX + m.anchor.x - m.dims[i][alignment.horizontal],
                y: bounds.minY + m.anchor.y - m.dims[i][alignment.vertical])
            s.place(at: origin, anchor: .topLeading, proposal: p)
        }
    }

    /// A child's explicit guide, moved into the stack's space (the first child that has one wins).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        let m = measure(ProposedViewSize(bounds.size), subviews)
        for d in m.dims {
            if let value = d[explicit: guide] { return m.anchor.x - d[alignment.horizontal] + value }
        }
        return nil
    }

    /// A child's explicit guide, moved into the stack's space (the first child that has one wins).
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        let m = measure(ProposedViewSize(bounds.size), subviews)
        for d in m.dims {
            if let value = d[explicit: guide] { return m.anchor.y - d[alignment.vertical] + value }
        }
        return nil
    }

    var _dumpName: String { "ZStack" }
    var _dumpAttributes: [String] { ["alignment: \(alignment.debugName)"] }
}
