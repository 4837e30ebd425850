import Foundation

/// Renders a view into an image, like SwiftUI's `ImageRenderer`.
///
/// ```swift
/// let renderer = ImageRenderer(content: MyView())
/// renderer.scale = 3
/// let png = try renderer.pngData()
/// ```
@MainActor
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// The proposal the root view is laid out under (`.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point.
    public var scale: CGFloat = 1

    /// A renderer for `content`.
    public init(content: Content) {
        self.content = content
    }

    /// The laid-out view's drawing operations (frames snapped for `scale`).
    public func displayList() throws -> DisplayList {
        try pipeline.displayList(of: content, proposal: proposedSize)
    }

    /// The render pipeline this renderer's settings describe.
    var pipeline: RenderPipeline { RenderPipeline(scale: scale) }

    /// The laid-out view (sizes and frames) under `proposedSize`.
    public func layout() throws -> LaidOutView {
        try LayoutInspector.layout(content, in: proposedSize)
    }

    /// The pixel size of the image for a view of `size` points: each side rounded to the nearest pixel of the
    /// scale's grid (at least one), as iOS rounds a view's size to the pixel grid of its display scale (a view
    /// 123 × 50.5 pt is 369 × 152 px at 3×, 123 × 50.67 pt; issue 23's iOS recordings) and as the display list
    /// snaps every frame's edges, so the root's frame, and the background a snapshot puts behind it, covers the
    /// whole image (rounding up left a partly transparent strip along the bottom or trailing edge).
    nonisolated static func pixelSize(of size: CGSize, scale: CGFloat) throws -> (width: Int, height: Int) {
        guard size.width.isFinite, size.height.isFinite else { throw ImageRendererError.nonFiniteSize(size) }
        guard size.width > 0, size.height > 0 else { throw ImageRendererError.emptySize(size) }
        func pixels(_ v: CGFloat) -> CGFloat { max(1, (v * scale).rounded(.toNearestOrAwayFromZero)) }
        let w = pixels(size.width), h = pixels(size.height)
        let sideLimit: CGFloat = 16384, areaLimit: CGFloat = 100_000_000
        guard w <= sideLimit, h <= sideLimit, w * h <= areaLimit else {
            throw ImageRendererError.tooLarge(
                width: w < 1e12 ? Int(w) : Int.max, height: h < 1e12 ? Int(h) : Int.max,
                limit: "16384 pixels per side, 100 megapixels in total")
        }
        return (Int(w), Int(h))
    }
}
