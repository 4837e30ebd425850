/// The hierarchical levels of any shape style (`.fill.tertiary`, `.background.secondary`, `Color.red.secondary`).
extension ShapeStyle {
    /// The second level of this style.
    public var secondary: some ShapeStyle { LeveledShapeStyle(base: resolvable, level: 1) }
    /// The third level of this style.
    public var tertiary: some ShapeStyle { LeveledShapeStyle(base: resolvable, level: 2) }
    /// The fourth level of this style.
    public var quaternary: some ShapeStyle { LeveledShapeStyle(base: resolvable, level: 3) }
}

/// A level of a base style: the fill and background styles have their own system colours per level, the
/// foreground its hierarchical levels, and any other style its colour at the levels' opacities.
struct LeveledShapeStyle: ShapeStyle, _ResolvableShapeStyle {
    let base: ResolvableStyle
    let level: Int

    var _resolvable: ResolvableStyle {
        switch base {
        case .fill(let l): .fill(min(l + level, 3))
        case .background(let l): .background(min(l + level, 2))
        case .foreground: .hierarchical(level)
        case .hierarchical(let l): .hierarchical(min(l + level, 3))
        default: .leveled(base, level)
        }
    }
}
