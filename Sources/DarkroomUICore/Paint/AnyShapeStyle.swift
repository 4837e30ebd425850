/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, _ResolvableShapeStyle {
    let _resolvable: ResolvableStyle

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        _resolvable = style.resolvable
    }
}
