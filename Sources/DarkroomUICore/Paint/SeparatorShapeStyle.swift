/// The style of separators (`.separator`): iOS's `separator` colour, grey at 29 % in light mode and (84, 84, 88)
/// at 60 % in dark mode.
public struct SeparatorShapeStyle: ShapeStyle, _ResolvableShapeStyle {
    /// The separator style.
    public init() {}

    var _resolvable: ResolvableStyle { .color(SystemColors.separator) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The style of separators (`ContainerRelativeShape().strokeBorder(.separator, lineWidth: 0.5)`).
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
