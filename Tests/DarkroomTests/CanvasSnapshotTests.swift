import Darkroom
import Foundation
import Testing

/// A `Canvas` chart as an app draws one: gridlines, a gradient area under a line, a stroked line, dots and
/// labels; in light and dark.
@Suite @MainActor struct CanvasSnapshotTests {
    struct WeeklyChart: View {
        let values: [Double] = [3, 5, 4, 8, 6, 9, 7]

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Steps this week").font(.headline)
                Canvas { context, size in
                    let maxValue = 10.0
                    func point(_ index: Int) -> CGPoint {
                        CGPoint(
                            x: CGFloat(index) / CGFloat(values.count - 1) * (size.width - 20) + 10,
                            y: size.height - 20 - CGFloat(values[index] / maxValue) * (size.height - 30))
                    }
                    for row in 0...4 {
                        let y = size.height - 20 - CGFloat(row) / 4 * (size.height - 30)
                        var grid = Path()
                        grid.move(to: CGPoint(x: 0, y: y))
                        grid.addLine(to: CGPoint(x: size.width, y: y))
                        context.stroke(grid, with: .color(.gray.opacity(0.3)), lineWidth: 1)
                    }
                    var line = Path()
                    line.move(to: point(0))
                    for index in 1..<values.count { line.addLine(to: point(index)) }
                    var area = line
                    area.addLine(to: CGPoint(x: point(values.count - 1).x, y: size.height - 20))
                    area.addLine(to: CGPoint(x: point(0).x, y: size.height - 20))
                    area.closeSubpath()
                    context.fill(
                        area,
                        with: .linearGradient(
                            Gradient(colors: [.blue.opacity(0.5), .blue.opacity(0)]),
                            startPoint: CGPoint(x: 0, y: 10), endPoint: CGPoint(x: 0, y: size.height - 20)))
                    context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                    for index in values.indices {
                        let p = point(index)
                        context.fill(Path(ellipseIn: CGRect(x: p.x - 4, y: p.y - 4, width: 8, height: 8)), with: .color(.white))
                        context.stroke(Path(ellipseIn: CGRect(x: p.x - 4, y: p.y - 4, width: 8, height: 8)), with: .color(.blue), lineWidth: 2)
                        context.draw(
                            Text(["M", "T", "W", "T", "F", "S", "S"][index]).font(.caption).foregroundColor(.secondary),
                            at: CGPoint(x: p.x, y: size.height - 8))
                    }
                    var badge = context
                    badge.translateBy(x: point(5).x, y: point(5).y - 18)
                    badge.rotate(by: .degrees(-8))
                    badge.fill(Path(roundedRect: CGRect(x: -18, y: -9, width: 36, height: 18), cornerRadius: 9), with: .color(.orange))
                    badge.draw(Text("Best").font(.caption2.bold()).foregroundColor(.white), at: .zero)
                }
                .frame(height: 160)
            }
            .padding(16)
        }
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func weeklyChart(_ scheme: ColorScheme) {
        assertSnapshot(
            of: WeeklyChart().frame(width: 320).background(scheme == .dark ? Color.black : Color.white),
            as: .image(colorScheme: scheme, scale: 2))
    }
}
