import Foundation

/// A colour or style to fill or stroke shapes with (solid colours, the foreground style, the tint).
public protocol ShapeStyle: Sendable {}

/// Extracts the resolvable style from any `ShapeStyle`.
protocol _ResolvableShapeStyle {
    var _resolvable: ResolvableStyle { get }
}

extension ShapeStyle {
    package var resolvable: ResolvableStyle {
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
