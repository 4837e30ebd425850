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

    /// The pixel size of the image for a view of `size` points.
    nonisolated static func pixelSize(of size: CGSize, scale: CGFloat) throws -> (width: Int, height: Int) {
        guard size.width.isFinite, size.height.isFinite else { throw ImageRendererError.nonFiniteSize(size) }
        guard size.width > 0, size.height > 0 else { throw ImageRendererError.emptySize(size) }
        func pixels(_ v: CGFloat) -> CGFloat { max(1, (v * scale - 1e-6).rounded(.up)) }
        let w = pixels(size.width), h = pixels(size.height)
        let sideLimit: CGFloat = 16384, areaLimit: CGFloat = 100_000_000
        guard w <= sideLimit, h <= sideLimit, w * h <= areaLimit else {
            throw ImageRendererError.tooLarge(width: w < 1e12 ? Int(w) : Int.max, height: h < 1e12 ? Int(h) : Int.max,
                                              limit: "16384 pixels per side, 100 megapixels in total")
        }
        return (Int(w), Int(h))
    }
}
