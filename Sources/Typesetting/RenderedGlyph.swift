/// A glyph image placed on the device pixel grid.
///
/// Draw masks with `RasterCanvas.drawMask(AlphaMask(width:height:coverage:), atPixelX: x, y: y, color:)`
/// and colour bitmaps with `RasterCanvas.drawBitmap(Bitmap(width:height:pixels:), in:)` at
/// `CGRect(x: x / scale, y: y / scale, width: width / scale, height: height / scale)`.
public struct RenderedGlyph: Sendable, Hashable {
    /// Device-pixel column of the image's left edge.
    public var x: Int
    /// Device-pixel row of the image's top edge.
    public var y: Int
    public var image: GlyphImage
    /// The run's foreground colour (`nil` = the default colour); ignored for colour glyphs.
    public var color: TextColor?
    public var runIndex: Int
}
