import Foundation

/// How a style turns into a colour once the environment is known.
enum ResolvableStyle: Hashable, Sendable {
    case color(Color)
    case foreground
    case tint
    case hierarchical(Int)

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
        }
    }
}
