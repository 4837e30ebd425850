import Foundation

/// Marks a path that is exactly one axis-aligned rounded rectangle (set by `RasterPath.roundedRect` and
/// `RasterPath.capsule`, cleared by any later change), so the canvas can fill it without the general flattener:
/// one corner is flattened and mirrored to the other three, and the rows between the corners are spans.
struct RoundedRectHint: Sendable {
    var rect: CGRect
    /// Clamped corner radii (both positive).
    var radiusX: Double
    var radiusY: Double
    var style: CornerStyle
    /// For `.continuous`: the share of the edge extension that fits (see `ContinuousCorner.smoothness`).
    var smoothness: Double

    /// How far the corners reach down from the top (and up from the bottom).
    var cornerHeight: Double {
        switch style {
        case .circular: return radiusY
        case .continuous: return radiusY * (1 + (ContinuousCorner.edgeExtension - 1) * smoothness)
        }
    }

    /// The hint after `transform`, when it keeps rectangles axis-aligned and unflipped.
    func applying(_ transform: Transform2D) -> RoundedRectHint? {
        guard transform.isAxisAligned, transform.a > 0, transform.d > 0 else { return nil }
        let origin = transform.apply(to: rect.origin)
        var result = self
        result.rect = CGRect(x: origin.x, y: origin.y, width: rect.width * transform.a, height: rect.height * transform.d)
        result.radiusX *= Double(transform.a)
        result.radiusY *= Double(transform.d)
        return result
    }
}
