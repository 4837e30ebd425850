import Foundation

/// A segmented control: equal-width segments in a 32-pt rounded track, the selected one on a raised pill.
final class SegmentedControlNode: LayoutNode {
    let segments: [LayoutNode]
    let selected: Int?
    let track: ResolvedColor
    let pill: ResolvedColor
    let divider: ResolvedColor

    init(segments: [LayoutNode], selected: Int?, environment: EnvironmentValues) {
        self.segments = segments
        self.selected = selected
        track = SystemColors.tertiarySystemFill.resolve(in: environment)
        // The selected segment: white in light mode, systemGray (99, 99, 102) in dark mode.
        pill = environment.colorScheme == .dark ? ResolvedColor(99, 99, 102) : ResolvedColor(255, 255, 255)
        divider = ResolvedColor(142, 142, 147, 0.3)
        super.init()
    }

    override var children: [LayoutNode] { segments }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width = proposal.width, width.isFinite { return CGSize(width: width, height: ControlMetrics.segmentedHeight) }
        let widest = segments.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: (widest + 24) * CGFloat(segments.count), height: ControlMetrics.segmentedHeight)
    }

    private func segmentRect(_ index: Int, in rect: CGRect) -> CGRect {
        let inner = rect.insetBy(dx: ControlMetrics.segmentedInset, dy: ControlMetrics.segmentedInset)
        let w = inner.width / CGFloat(max(segments.count, 1))
        return CGRect(x: inner.minX + w * CGFloat(index), y: inner.minY, width: w, height: inner.height)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        for (index, segment) in segments.enumerated() {
            let cell = segmentRect(index, in: rect)
            let p = ProposedViewSize(width: max(0, cell.width - 8), height: cell.height)
            let s = segment.sizeThatFits(p)
            segment.place(in: CGRect(x: cell.midX - s.width / 2, y: cell.midY - s.height / 2, width: s.width, height: s.height), proposal: p)
        }
    }

    override func draw(into builder: inout DisplayListBuilder) {
        let r = builder.snap(frame)
        builder.append(.fill(Path(roundedRect: r, cornerRadius: ControlMetrics.segmentedCornerRadius, style: .continuous), color: track, style: FillStyle()))
        if let selected, segments.indices.contains(selected) {
            let cell = builder.snap(segmentRect(selected, in: frame))
            builder.append(.fill(Path(roundedRect: cell, cornerRadius: ControlMetrics.segmentedSelectedCornerRadius, style: .continuous), color: pill, style: FillStyle()))
        }
        // Dividers between segments, except next to the selected one.
        for index in 1..<max(segments.count, 1) where index != selected && index - 1 != selected {
            let cell = segmentRect(index, in: frame)
            let line = builder.snap(CGRect(x: cell.minX - 0.5, y: cell.midY - ControlMetrics.segmentedDividerHeight / 2,
                                           width: 1, height: ControlMetrics.segmentedDividerHeight))
            builder.append(.fill(Path(line), color: divider, style: FillStyle()))
        }
        for segment in segments where segment.isPlaced { segment.draw(into: &builder) }
    }

    override var debugName: String { "Picker(segmented)" }
}
