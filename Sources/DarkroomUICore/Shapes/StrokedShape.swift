import Foundation

/// A shape's outline stroked with a `StrokeStyle` (what `stroke(style:)` returns).
///
/// Its `path(in:)` is the underlying outline; the stroke itself is drawn by the rasterizer.
public nonisolated struct _StrokedShape<Base: Shape>: Shape {
    let shape: Base
    let style: StrokeStyle

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// Lets the shape view find out that a shape is a stroke.
package protocol _StrokeDescribing {
    var _strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: _StrokeDescribing {
    package nonisolated var _strokeStyle: StrokeStyle { style }
}
