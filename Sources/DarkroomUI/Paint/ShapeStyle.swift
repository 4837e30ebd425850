import Foundation

/// A colour or style to fill or stroke shapes with (solid colours, the foreground style, the tint).
public protocol ShapeStyle: Sendable {}

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

/// Extracts the resolvable style from any `ShapeStyle`.
protocol _ResolvableShapeStyle {
    var _resolvable: ResolvableStyle { get }
}

extension ShapeStyle {
    var resolvable: ResolvableStyle {
        (self as? any _ResolvableShapeStyle)?._resolvable ?? .foreground
    }
}

extension Color: ShapeStyle, _ResolvableShapeStyle {
    var _resolvable: ResolvableStyle { .color(self) }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var accentColor: Color { Color.accentColor }
}
