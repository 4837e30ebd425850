import DeterministicMath
import Foundation

/// The Lock Screen's circular gauge: a 58-pt open ring (270°, open at the bottom) in the tint at 35% opacity with
/// a marker at the value, the current-value label in its centre, the bound labels in the opening (else the label
/// there) — sizes estimated: Apple publishes no figures for the accessory gauges.
public nonisolated struct AccessoryCircularGaugeStyle: GaugeStyle {
    static let diameter: CGFloat = 58
    static let lineWidth: CGFloat = 5

    public init() {}

    @MainActor public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            OpenRing()
                .stroke(.tint, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
                .opacity(0.35)
            OpenRingMarker(fraction: configuration.value, diameter: Self.lineWidth + 3)
                .fill(.tint)
            if let current = configuration.currentValueLabel {
                current.font(.system(size: 17, weight: .medium)).lineLimit(1).minimumScaleFactor(0.5)
                    .padding(Self.lineWidth + 4)
            }
            VStack {
                Spacer(minLength: 0)
                if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                    HStack(spacing: 0) {
                        if let minimum = configuration.minimumValueLabel { minimum }
                        Spacer(minLength: 0)
                        if let maximum = configuration.maximumValueLabel { maximum }
                    }
                    .padding(.horizontal, 8)
                } else {
                    HideableLabel { configuration.label }
                }
            }
            .font(.system(size: 10, weight: .medium))
            .lineLimit(1)
        }
        .padding(Self.lineWidth / 2)
        .frame(width: Self.diameter, height: Self.diameter)
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// The Lock Screen's open ring with a marker.
    public nonisolated static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// A 270° arc from 135° (bottom left) clockwise to 45° (bottom right), in the rect's inscribed circle.
nonisolated struct OpenRing: Shape {
    nonisolated static let start = 135.0, sweep = 270.0

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
            startAngle: .degrees(Self.start), endAngle: .degrees(Self.start + Self.sweep), clockwise: false)
        return path
    }
}

/// The marker of `OpenRing` at `fraction` of its sweep: a circle of `diameter` on the ring.
nonisolated struct OpenRingMarker: Shape {
    let fraction: Double
    let diameter: CGFloat

    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        let angle = (OpenRing.start + OpenRing.sweep * fraction) * .pi / 180
        let center = CGPoint(x: rect.midX + radius * DMath.cos(angle), y: rect.midY + radius * DMath.sin(angle))
        return Path(ellipseIn: CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
    }
}
