import Foundation

/// A 2D shape drawn in the rectangle it is given; as a view it fills itself with the foreground style.
public protocol Shape: Sendable, Animatable, View {
    /// The shape's outline in `rect`.
    nonisolated func path(in rect: CGRect) -> Path
    /// The shape's size for a proposal (by default the proposal, with `nil` → 10).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape fills itself with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// Fills the shape with `content`.
    public nonisolated func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Strokes the shape's outline (centred on the path) with `content`.
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth)), style: content)
    }

    /// Strokes the shape's outline with `content` and `style`.
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content, fillStyle: FillStyle(antialiased: antialiased))
    }

    /// The shape's outline stroked with `style`, as a shape (drawn with the foreground style).
    public nonisolated func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// The shape's outline stroked `lineWidth` wide, as a shape.
    public nonisolated func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}
