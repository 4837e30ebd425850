/// The environment's tint (what `.tint(_:)` set; the accent colour by default).
public struct TintShapeStyle: ShapeStyle, _ResolvableShapeStyle {
    /// Creates the tint style.
    public init() {}
    var _resolvable: ResolvableStyle { .tint }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
