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

// A stroked shape moved, turned, scaled or transformed as a shape (`Circle().stroke(lineWidth: 2).rotation(.degrees(45))`)
// is still a stroke: SwiftUI's `stroke` returns the stroked outline as a shape, which the transform then moves, so the
// shape draws outlined, not filled. A rotation or an offset keeps the line width; a scale or a transform scales it by
// the square root of the area's scale (exact for uniform scales).
extension RotatedShape: _StrokeDescribing where Content: _StrokeDescribing {
    package nonisolated var _strokeStyle: StrokeStyle { shape._strokeStyle }
}

extension OffsetShape: _StrokeDescribing where Content: _StrokeDescribing {
    package nonisolated var _strokeStyle: StrokeStyle { shape._strokeStyle }
}

extension ScaledShape: _StrokeDescribing where Content: _StrokeDescribing {
    package nonisolated var _strokeStyle: StrokeStyle {
        shape._strokeStyle.scaled(by: scale.width.isFinite && scale.height.isFinite ? (abs(scale.width * scale.height)).squareRoot() : 1)
    }
}

extension TransformedShape: _StrokeDescribing where Content: _StrokeDescribing {
    package nonisolated var _strokeStyle: StrokeStyle {
        let determinant = transform.a * transform.d - transform.b * transform.c
        return shape._strokeStyle.scaled(by: determinant.isFinite ? abs(determinant).squareRoot() : 1)
    }
}

extension StrokeStyle {
    /// The style with its line width and dash lengths multiplied by `factor`.
    fileprivate func scaled(by factor: CGFloat) -> StrokeStyle {
        guard factor != 1 else { return self }
        var style = self
        style.lineWidth *= factor
        style.dash = dash.map { $0 * factor }
        style.dashPhase *= factor
        return style
    }
}
