/// A colour glyph (emoji) scaled to device pixels, straight-alpha RGBA8.
public struct ColorGlyphBitmap: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// Pixels from the pen's pixel column to the bitmap's left edge.
    public var left: Int
    /// Pixels from the baseline up to the bitmap's top row (positive up).
    public var top: Int
    /// `width * height * 4` bytes: red, green, blue, alpha, not premultiplied.
    public var pixels: [UInt8]
}
