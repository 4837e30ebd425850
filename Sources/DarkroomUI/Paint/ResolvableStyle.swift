import Foundation

/// How a style turns into a colour once the environment is known.
enum ResolvableStyle: Hashable, Sendable {
    case color(Color)
    case foreground
    case tint
    case hierarchical(Int)
    /// A gradient (linear, radial, elliptical, angular); where only one colour can be used, its first stop.
    case gradient(GradientSpec)
    /// A blur-and-tint material; where only one colour can be used, its fill tint.
    case material(Material)

    func resolve(in environment: EnvironmentValues, missing: ((String) -> Void)? = nil) -> ResolvedColor {
        switch self {
        case .color(let color):
            return color.resolve(in: environment, missing: missing)
        case .foreground:
            let style = environment.foregroundStyle ?? .color(.primary)
            if style == .foreground { return Color.primary.resolve(in: environment) }
            return style.resolve(in: environment, missing: missing)
        case .tint:
            return (environment.tint ?? .accentColor).resolve(in: environment, missing: missing)
        case .hierarchical(let level):
            if level == 0 { return ResolvableStyle.foreground.resolve(in: environment, missing: missing) }
            if environment.foregroundStyle == nil {
                let secondary = Color.secondary.resolve(in: environment)
                return level == 1 ? secondary : secondary.multiplyingOpacity(by: pow(0.5, Double(level - 1)))
            }
            let base = ResolvableStyle.foreground.resolve(in: environment, missing: missing)
            return base.multiplyingOpacity(by: [1, 0.6, 0.3, 0.18][min(level, 3)])
        case .gradient(let spec):
            let stops = spec.gradient.resolved(in: environment, missing: missing)
            return (stops.first?.color ?? .clear).multiplyingOpacity(by: spec.opacity)
        case .material(let material):
            return material.representativeColor(dark: environment.colorScheme == .dark)
        }
    }

    /// What the style paints with: a colour, or a gradient (also through the foreground style).
    func resolvePaint(in environment: EnvironmentValues, missing: ((String) -> Void)? = nil) -> ResolvedPaint {
        switch self {
        case .gradient(let spec):
            let stops = spec.gradient.resolved(in: environment, missing: missing).map {
                ResolvedGradient.Stop(color: $0.color.multiplyingOpacity(by: spec.opacity), location: $0.location)
            }
            return .gradient(ResolvedGradient(stops: stops, geometry: spec.geometry))
        case .material(let material):
            return .material(material, dark: environment.colorScheme == .dark)
        case .foreground:
            if case .gradient? = environment.foregroundStyle {
                return environment.foregroundStyle!.resolvePaint(in: environment, missing: missing)
            }
        case .hierarchical(let level):
            if case .gradient(var spec)? = environment.foregroundStyle {
                spec.opacity *= [1, 0.6, 0.3, 0.18][min(max(level, 0), 3)]
                return ResolvableStyle.gradient(spec).resolvePaint(in: environment, missing: missing)
            }
        default:
            break
        }
        return .color(resolve(in: environment, missing: missing))
    }
}
