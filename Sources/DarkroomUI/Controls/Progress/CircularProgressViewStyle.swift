import DeterministicMath
import Foundation

/// A spinner: on iOS the circular style is always the indeterminate activity indicator, even with a value.
///
/// The spinner is `UIActivityIndicatorView.Style.medium`: 20×20 pt with eight spokes (Apple:
/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style/medium). Spokes are drawn in the
/// secondary label colour, or in the tint set with `.tint(_:)` (Apple deprecates `init(tint:)` for it: "Use
/// `View/tint(_:)` instead"), with opacity falling off around the circle, one frame of the animation at rest. The
/// label sits below the spinner in the secondary colour, 8 pt away; spoke width and fall-off are approximations.
public nonisolated struct CircularProgressViewStyle: ProgressViewStyle {
    static let side: CGFloat = 20
    nonisolated static let spokes = 8
    let tint: Color?

    public init() { tint = nil }

    /// A spinner whose spokes are drawn in `tint` instead of the secondary label colour (deprecated on iOS, still
    /// honoured there: `UIActivityIndicatorView.color`).
    public init(tint: Color) { self.tint = tint }

    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            ActivitySpinner(color: tint)
            configuration.label
                .foregroundStyle(Color.secondary)
        }
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public nonisolated static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// Eight rounded spokes around the centre of a 20 pt square, in `color`, else the view's `.tint(_:)`, else the
/// secondary label colour (an app's accent colour alone does not colour the spinner, as on iOS).
nonisolated struct ActivitySpinner: View {
    var color: Color? = nil
    @Environment(\.tint) private var tint

    @MainActor var body: some View {
        let color = self.color ?? tint ?? Color.secondary
        return ZStack {
            ForEach(0..<CircularProgressViewStyle.spokes, id: \.self) { index in
                SpinnerSpoke(index: index)
                    .stroke(
                        color.opacity(Self.opacity(index)),
                        style: StrokeStyle(lineWidth: 2.25, lineCap: .round))
            }
        }
        .frame(width: CircularProgressViewStyle.side, height: CircularProgressViewStyle.side)
    }

    /// The head spoke (index 0, at 12 o'clock) is the darkest; the trail fades clockwise-behind it.
    static func opacity(_ index: Int) -> Double {
        1 - Double(index) * 0.1
    }
}

/// One spoke: a radial line from 45% to 90% of the radius, at `index` × 45° counter-clockwise from 12 o'clock.
nonisolated struct SpinnerSpoke: Shape {
    let index: Int

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let angle = -Double.pi / 2 - Double(index) * 2 * Double.pi / Double(CircularProgressViewStyle.spokes)
        let direction = CGPoint(x: DMath.cos(angle), y: DMath.sin(angle))
        var path = Path()
        path.move(to: CGPoint(x: center.x + direction.x * radius * 0.45, y: center.y + direction.y * radius * 0.45))
        path.addLine(to: CGPoint(x: center.x + direction.x * (radius - 1.25), y: center.y + direction.y * (radius - 1.25)))
        return path
    }
}
