import Foundation

extension ImageRenderer {
    /// Lays the view out under `proposedSize` and rasterizes it at `scale`; transparent where nothing is drawn.
    ///
    /// Throws `ImageError` for a missing image or an SF Symbol, `FontError` for an unknown custom font, and
    /// `ImageRendererError` for an invalid scale, an empty or infinite view, or an image over the limits.
    public func render() throws -> Bitmap {
        try pipeline.render(content, proposal: proposedSize)
    }

    /// The rendered image as PNG bytes (the same view always gives the same bytes).
    public func pngData() throws -> Data {
        try render().pngData()
    }
}
