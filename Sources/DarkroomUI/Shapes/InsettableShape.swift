import Foundation

/// A shape that can be inset, which lets `strokeBorder` draw inside the bounds.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every edge.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes the shape's border inside its bounds (the stroke is inset by half its width).
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }

    /// Strokes the shape's border inside its bounds with `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// Strokes the border inside the bounds with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle> {
        inset(by: style.lineWidth / 2).stroke(ForegroundStyle(), style: style)
    }
}
