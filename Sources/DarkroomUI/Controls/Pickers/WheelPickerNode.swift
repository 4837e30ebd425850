import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A wheel picker at rest: the selected option in a rounded band at the centre, its neighbours above and
/// below fading out.
final class WheelPickerNode: LayoutNode {
    let options: [LayoutNode]
    let selected: Int
    let band: ResolvedColor
    private var visible: [(node: LayoutNode, opacity: Double)] = []

    init(options: [LayoutNode], selected: Int, environment: EnvironmentValues) {
        self.options = options
        self.selected = selected
        band = SystemColors.tertiarySystemFill.resolve(in: environment)
        super.init()
    }

    override var children: [LayoutNode] { visible.map(\.node) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let widest = options.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: proposal.width ?? widest + 64, height: ControlMetrics.wheelHeight)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        visible = []
        let row = ControlMetrics.wheelRowHeight
        for offset in -3...3 {
            let index = selected + offset
            guard options.indices.contains(index) else { continue }
            let node = options[index]
            let p = ProposedViewSize(width: rect.width - 32, height: nil)
            let s = node.sizeThatFits(p)
            let centreY = rect.midY + CGFloat(offset) * row
            node.place(in: CGRect(x: rect.midX - s.width / 2, y: centreY - s.height / 2, width: s.width, height: s.height), proposal: p)
            visible.append((node, [1, 0.55, 0.35, 0.2][abs(offset)]))
        }
    }

    override func draw(into builder: inout DisplayListBuilder) {
        let r = builder.snap(frame)
        let bandRect = builder.snap(
            CGRect(
                x: frame.minX + 8, y: frame.midY - ControlMetrics.wheelRowHeight / 2,
                width: frame.width - 16, height: ControlMetrics.wheelRowHeight))
        builder.append(.fill(Path(roundedRect: bandRect, cornerRadius: ControlMetrics.wheelBandCornerRadius, style: .continuous), color: band, style: FillStyle()))
        builder.append(.pushClip(Path(r), style: FillStyle()))
        for (node, opacity) in visible {
            if opacity < 1 { builder.append(.beginOpacityGroup(opacity)) }
            node.draw(into: &builder)
            if opacity < 1 { builder.append(.endOpacityGroup) }
        }
        builder.append(.popClip)
    }

    override var debugName: String { "Picker(wheel)" }
}
