/// Levels of the foreground style: primary, secondary, tertiary, quaternary.
public struct HierarchicalShapeStyle: ShapeStyle, _ResolvableShapeStyle {
    let level: Int
    var _resolvable: ResolvableStyle { .hierarchical(level) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}
