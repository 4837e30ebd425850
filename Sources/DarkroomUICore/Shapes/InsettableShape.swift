import Foundation

/// A shape that can be inset, which lets `strokeBorder` draw inside the bounds.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every edge.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes the shape's border inside its bounds (the stroke is inset by half its width); `antialiased: false`
    /// draws hard pixel edges.
    public nonisolated func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        _ShapeView(
            shape: _StrokedShape(shape: inset(by: lineWidth / 2), style: StrokeStyle(lineWidth: lineWidth)),
            style: content, fillStyle: FillStyle(antialiased: antialiased))
    }

    /// Strokes the shape's border inside its bounds with `style`.
    public nonisolated func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        _ShapeView(
            shape: _StrokedShape(shape: inset(by: style.lineWidth / 2), style: style),
            style: content, fillStyle: FillStyle(antialiased: antialiased))
    }

    /// Strokes the border inside the bounds with the foreground style.
    public nonisolated func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle> {
        _ShapeView(
            shape: _StrokedShape(shape: inset(by: style.lineWidth / 2), style: style),
            style: ForegroundStyle(), fillStyle: FillStyle(antialiased: antialiased))
    }
}
