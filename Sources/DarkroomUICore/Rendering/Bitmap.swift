import Rasterizer

/// An RGBA8 image (straight alpha, rows top to bottom): what `ImageRenderer.render()` returns.
public typealias Bitmap = Rasterizer.Bitmap
