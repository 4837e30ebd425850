import Foundation

/// A type-erased gradient, e.g. `Color.blue.gradient`; as a shape style it draws top to bottom.
public struct AnyGradient: ShapeStyle, Hashable, _ResolvableShapeStyle {
    let gradient: Gradient

    /// Wraps `gradient`.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    var _resolvable: ResolvableStyle { .gradient(GradientSpec(gradient: gradient, geometry: .linear(start: .top, end: .bottom))) }
}

extension Gradient: ShapeStyle, _ResolvableShapeStyle {
    /// As a shape style a gradient draws top to bottom (SwiftUI's behaviour).
    var _resolvable: ResolvableStyle { .gradient(GradientSpec(gradient: self, geometry: .linear(start: .top, end: .bottom))) }
}

extension Color {
    /// A subtle top-to-bottom gradient derived from the colour: the colour a little lighter at the top
    /// (mixed 16% toward white, an approximation of SwiftUI's derived stops) to the colour at the bottom.
    public var gradient: AnyGradient {
        AnyGradient(
            Gradient(stops: [
                Gradient.Stop(color: lightenedForGradient, location: 0),
                Gradient.Stop(color: self, location: 1),
            ]))
    }
}

extension Color {
    /// The colour mixed 16% toward white, in light and dark appearance.
    var lightenedForGradient: Color {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        func lighten(_ c: ResolvedColor) -> ResolvedColor {
            ResolvedColor(
                red: c.red + (1 - c.red) * 0.16, green: c.green + (1 - c.green) * 0.16,
                blue: c.blue + (1 - c.blue) * 0.16, opacity: c.opacity)
        }
        return Color(system: "\(description).gradient", light: lighten(resolve(in: EnvironmentValues())), dark: lighten(resolve(in: dark)))
    }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// A linear gradient of `gradient` (top to bottom by default).
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint = .top, endPoint: UnitPoint = .bottom) -> AnyShapeStyle {
        AnyShapeStyle(LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint))
    }

    /// A radial gradient of `gradient`.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> AnyShapeStyle {
        AnyShapeStyle(RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }

    /// An elliptical gradient of `gradient`.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> AnyShapeStyle
    {
        AnyShapeStyle(EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction))
    }

    /// An angular gradient of `gradient`.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> AnyShapeStyle {
        AnyShapeStyle(AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle))
    }

    /// A full-turn gradient of `gradient`.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> AnyShapeStyle {
        AnyShapeStyle(AngularGradient(gradient: gradient.gradient, center: center, angle: angle))
    }
}

extension AnyGradient: View {
    /// Used as a view, the gradient fills the space offered to it.
    public var body: some View { Rectangle().fill(self) }
}
