/// The environment's foreground style (what `foregroundStyle(_:)` set; primary by default).
public struct ForegroundStyle: ShapeStyle, _ResolvableShapeStyle {
    /// Creates the foreground style.
    public init() {}
    var _resolvable: ResolvableStyle { .foreground }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
