import Foundation
import Rasterizer
@_spi(DarkroomEngine) import DarkroomUICore

/// A segmented control: equal-width segments in a 32-pt rounded track, the selected one on a raised pill
/// (a white pill casting a small soft shadow, `ControlMetrics.segmentedPillShadow…`).
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
        isMirrored = false
        for (index, segment) in segments.enumerated() {
            let cell = segmentRect(index, in: rect)
            let p = ProposedViewSize(width: max(0, cell.width - 8), height: cell.height)
            let s = segment.sizeThatFits(p)
            segment.place(in: CGRect(x: cell.midX - s.width / 2, y: cell.midY - s.height / 2, width: s.width, height: s.height), proposal: p)
        }
    }

    /// Whether placement was mirrored for a right-to-left layout: the segments (placed left to right, then
    /// mirrored with the rest of the layout) run right to left, the first at the right, as `UISegmentedControl`
    /// does (UIKit controls "appear flipped" right to left — Apple, "Supporting Right-to-Left Languages"; the
    /// HIG's right-to-left "Controls" page: flip "controls that help people navigate or access items in a fixed
    /// order"). The pill and dividers are drawn at the segments' mirrored positions.
    private var isMirrored = false

    override func mirrorStoredRects(_ mirror: (CGRect) -> CGRect) { isMirrored.toggle() }

    override func draw(into builder: inout DisplayListBuilder) {
        let r = builder.snap(frame)
        builder.append(.fill(Path(roundedRect: r, cornerRadius: ControlMetrics.segmentedCornerRadius, style: .continuous), color: track, style: FillStyle()))
        // The position of the selected segment counted from the left.
        let shown = selected.map { isMirrored ? segments.count - 1 - $0 : $0 }
        if let selected, let shown, segments.indices.contains(selected) {
            let cell = builder.snap(segmentRect(shown, in: frame))
            builder.append(.beginLayer)
            builder.append(.fill(Path(roundedRect: cell, cornerRadius: ControlMetrics.segmentedSelectedCornerRadius, style: .continuous), color: pill, style: FillStyle()))
            builder.append(
                .endLayer(
                    .shadow(
                        color: RGBA(red: 0, green: 0, blue: 0, alpha: ControlMetrics.segmentedPillShadowOpacity),
                        radius: ControlMetrics.segmentedPillShadowRadius,
                        offset: ControlMetrics.segmentedPillShadowOffset)))
        }
        // Dividers between segments, except next to the selected one.
        for index in 1..<max(segments.count, 1) where index != shown && index - 1 != shown {
            let cell = segmentRect(index, in: frame)
            let line = builder.snap(
                CGRect(
                    x: cell.minX - 0.5, y: cell.midY - ControlMetrics.segmentedDividerHeight / 2,
                    width: 1, height: ControlMetrics.segmentedDividerHeight))
            builder.append(.fill(Path(line), color: divider, style: FillStyle()))
        }
        for segment in segments where segment.isPlaced { segment.draw(into: &builder) }
    }

    override var debugName: String { "Picker(segmented)" }
}
