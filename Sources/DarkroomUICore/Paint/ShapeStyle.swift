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

/// SwiftUI's named colours (`Color.red`, `.fill(.red)`), with iOS's light and dark values (`SystemColor`). Declared
/// here only, not also on `Color`, so that `Color.red` names one declaration to the type checker.
extension ShapeStyle where Self == Color {
    public static var black: Color { SystemColor.black }
    public static var white: Color { SystemColor.white }
    public static var clear: Color { SystemColor.clear }
    public static var gray: Color { SystemColor.gray }
    public static var red: Color { SystemColor.red }
    public static var orange: Color { SystemColor.orange }
    public static var yellow: Color { SystemColor.yellow }
    public static var green: Color { SystemColor.green }
    public static var mint: Color { SystemColor.mint }
    public static var teal: Color { SystemColor.teal }
    public static var cyan: Color { SystemColor.cyan }
    public static var blue: Color { SystemColor.blue }
    public static var indigo: Color { SystemColor.indigo }
    public static var purple: Color { SystemColor.purple }
    public static var pink: Color { SystemColor.pink }
    public static var brown: Color { SystemColor.brown }
    /// The app's accent colour: the `AccentColor` colour set of the app's asset catalogue (`AppAccentColor`), else
    /// system blue.
    public static var accentColor: Color { SystemColor.accentColor }
}
