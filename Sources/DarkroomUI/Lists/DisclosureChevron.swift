import Foundation

/// The chevrons iOS draws for navigation rows, menus and back buttons (SF Symbols `chevron.forward`,
/// `chevron.backward`, `chevron.down`, `chevron.up.chevron.down`), as stroked polylines filling their frame.
/// `.forward` and `.backward` point right and left; where they are used the view is marked
/// `.flipsForRightToLeftLayoutDirection(true)`, so that right to left `chevron.forward` points left, as the
/// symbol does on iOS (the HIG's "Right to left": "Flip an interface icon that shows forward or backward motion").
nonisolated struct DisclosureChevron: Shape {
    enum Direction { case forward, backward, down, upDown }
    let direction: Direction

    /// A semibold symbol's stroke: round caps and joins.
    static let strokeStyle = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let inset: CGFloat = 1
        let r = rect.insetBy(dx: inset, dy: inset)
        switch direction {
        case .forward:
            path.move(to: CGPoint(x: r.minX, y: r.minY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.midY))
            path.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        case .backward:
            path.move(to: CGPoint(x: r.maxX, y: r.minY))
            path.addLine(to: CGPoint(x: r.minX, y: r.midY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        case .down:
            path.move(to: CGPoint(x: r.minX, y: r.minY))
            path.addLine(to: CGPoint(x: r.midX, y: r.maxY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        case .upDown:
            let h = r.height * 0.38
            path.move(to: CGPoint(x: r.minX, y: r.minY + h))
            path.addLine(to: CGPoint(x: r.midX, y: r.minY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.minY + h))
            path.move(to: CGPoint(x: r.minX, y: r.maxY - h))
            path.addLine(to: CGPoint(x: r.midX, y: r.maxY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - h))
        }
        return path
    }
}
