import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// How a list row's edit controls are drawn (sizes in `ListMetrics`, approximate).
enum ListEditControls {
    /// The delete control: a white minus on a `systemRed` circle filling `rect`.
    static func drawDeleteControl(in rect: CGRect, environment: EnvironmentValues, into builder: inout DisplayListBuilder) {
        builder.append(.fill(Path(ellipseIn: rect), color: Color.red.resolve(in: environment), style: FillStyle()))
        let bar = ListMetrics.deleteControlBar
        let barRect = CGRect(x: rect.midX - bar.width / 2, y: rect.midY - bar.height / 2, width: bar.width, height: bar.height)
        builder.append(.fill(Path(roundedRect: barRect, cornerRadius: bar.height / 2), color: ResolvedColor(255, 255, 255), style: FillStyle()))
    }

    /// The reorder control: three horizontal lines spread over `rect`, in `tertiaryLabel`.
    static func drawReorderControl(in rect: CGRect, environment: EnvironmentValues, into builder: inout DisplayListBuilder) {
        let color = SystemColors.tertiaryLabel.resolve(in: environment)
        let t = ListMetrics.reorderLineThickness
        let pitch = (rect.height - t) / 2
        for index in 0..<3 {
            let line = CGRect(x: rect.minX, y: rect.minY + CGFloat(index) * pitch, width: rect.width, height: t)
            builder.append(.fill(Path(roundedRect: builder.snap(line), cornerRadius: t / 2), color: color, style: FillStyle()))
        }
    }
}

extension ListEditControls {
    /// A multiple selection's circle in edit mode: selected, a white checkmark on a circle in the tint colour;
    /// otherwise an empty circle outlined in `tertiaryLabel` (the `checkmark.circle.fill` / `circle` look).
    static func drawSelectionControl(in rect: CGRect, selected: Bool, environment: EnvironmentValues, into builder: inout DisplayListBuilder) {
        if selected {
            let tint = (environment.tint ?? .accentColor).resolve(in: environment)
            builder.append(.fill(Path(ellipseIn: rect), color: tint, style: FillStyle()))
            var check = Path()
            check.move(to: CGPoint(x: rect.minX + rect.width * 0.28, y: rect.minY + rect.height * 0.52))
            check.addLine(to: CGPoint(x: rect.minX + rect.width * 0.44, y: rect.minY + rect.height * 0.68))
            check.addLine(to: CGPoint(x: rect.minX + rect.width * 0.73, y: rect.minY + rect.height * 0.35))
            builder.append(
                .stroke(
                    check, color: ResolvedColor(255, 255, 255),
                    style: StrokeStyle(lineWidth: ListMetrics.selectionCheckmarkWidth, lineCap: .round, lineJoin: .round)))
        } else {
            let w = ListMetrics.selectionCircleLineWidth
            builder.append(
                .stroke(
                    Path(ellipseIn: rect.insetBy(dx: w / 2, dy: w / 2)), color: SystemColors.tertiaryLabel.resolve(in: environment),
                    style: StrokeStyle(lineWidth: w)))
        }
    }
}
