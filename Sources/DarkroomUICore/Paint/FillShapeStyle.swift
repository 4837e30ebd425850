/// The system fill colours for shapes (`.fill`, `.fill.secondary`, `.fill.tertiary`, `.fill.quaternary`):
/// `systemFill` … `quaternarySystemFill`, grey at 20/16/12/8 % in light mode and 36/32/24/18 % in dark mode.
public struct FillShapeStyle: ShapeStyle, _ResolvableShapeStyle {
    /// The primary fill style.
    public init() {}

    var _resolvable: ResolvableStyle { .fill(0) }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill style (`systemFill`); its levels are `.fill.secondary`, `.fill.tertiary`, `.fill.quaternary`.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
