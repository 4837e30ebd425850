import Foundation

/// frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:) (LAYOUT.md §5).
final class FlexFrameNode: UnaryNode {
    /// Normalised limits of one axis.
    struct Limits: Equatable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// SwiftUI's normalisation: min = max(min, 0); ideal = max(min ?? 0, ideal); max = max(ideal ?? 0, max).
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let mn = min.map { Swift.max($0, 0) }
            let id = ideal.map { Swift.max(mn ?? 0, $0) }
            let mx = max.map { Swift.max(id ?? 0, $0) }
            self.min = mn
            self.ideal = id
            self.max = mx
        }

        /// Whether `length` needs the child's size for proposal `p`.
        func needsChild(_ p: CGFloat?) -> Bool {
            if p != nil, min != nil, max != nil { return false }
            if p == nil, ideal != nil { return false }
            return true
        }

        /// The frame's length on this axis for proposal `p`, given the child's length `s` (when `needsChild`).
        func length(proposal p: CGFloat?, child s: CGFloat) -> CGFloat {
            if let p, let mn = min, let mx = max { return clamp(p, mn, mx) }
            if p == nil, let ideal { return ideal }
            let c = childProposal(p)
            switch (min, max) {
            case (let mn?, let mx?): return clamp(s, mn, mx)
            case (let mn?, nil): return Swift.max(Swift.min(c ?? .infinity, s), mn)
            case (nil, let mx?): return Swift.min(Swift.max(c ?? -.infinity, s), mx)
            case (nil, nil): return s
            }
        }

        /// clamp(p ?? ideal, min, max), or nil when both are nil.
        func childProposal(_ p: CGFloat?) -> CGFloat? {
            guard let v = p ?? ideal else { return nil }
            var r = v
            if let max { r = Swift.min(r, max) }
            if let min { r = Swift.max(r, min) }
            return r
        }

        private func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { Swift.max(Swift.min(v, hi), lo) }

        /// The placement proposal for this axis: nil stays nil when the frame got nil, has no ideal and the size is
        /// strictly inside (min, max); otherwise the frame's final length.
        func placementProposal(proposal p: CGFloat?, size: CGFloat) -> CGFloat? {
            if p == nil, ideal == nil, size > (min ?? -.infinity), size < (max ?? .infinity) { return nil }
            return size
        }

        var isEmpty: Bool { min == nil && ideal == nil && max == nil }
    }

    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    init(child: LayoutNode, horizontal: Limits, vertical: Limits, alignment: Alignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
        super.init(child: child)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let childP = ProposedViewSize(width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
        let needsChild = horizontal.needsChild(proposal.width) || vertical.needsChild(proposal.height)
        let s = needsChild ? child.sizeThatFits(childP) : .zero
        return CGSize(
            width: horizontal.length(proposal: proposal.width, child: s.width),
            height: vertical.length(proposal: proposal.height, child: s.height))
    }

    override func childPlacement(in rect: CGRect, proposal: ProposedViewSize) -> (rect: CGRect, proposal: ProposedViewSize) {
        let p = ProposedViewSize(
            width: horizontal.placementProposal(proposal: proposal.width, size: rect.width),
            height: vertical.placementProposal(proposal: proposal.height, size: rect.height))
        let d = child.dimensions(in: p)
        return (CGRect(origin: AlignmentMath.origin(of: d, in: rect, alignment: alignment), size: d.size), p)
    }

    override var debugName: String { "frame" }
    override var debugAttributes: [String] {
        var a: [String] = []
        func add(_ label: String, _ v: CGFloat?) { if let v { a.append("\(label): \(DumpFormat.number(v))") } }
        add("minWidth", horizontal.min)
        add("idealWidth", horizontal.ideal)
        add("maxWidth", horizontal.max)
        add("minHeight", vertical.min)
        add("idealHeight", vertical.ideal)
        add("maxHeight", vertical.max)
        if alignment != .center { a.append("alignment: \(alignment.debugName)") }
        return a
    }
}
