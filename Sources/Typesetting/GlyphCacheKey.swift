/// Identifies one rasterized glyph image: face (hence file), glyph, pixel size, sub-pixel offset.
struct GlyphCacheKey: Hashable {
    var face: Int
    var glyphID: UInt32
    /// Pixels per em in 26.6 fixed point.
    var pixelSize26Dot6: Int
    /// Horizontal offset in quarter pixels, 0…3.
    var subpixel: Int
    var synthetic: SyntheticStyle
}
