/// An 8-bit coverage mask of one outline glyph in device pixels.
public struct GlyphMask: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// Pixels from the pen's pixel column to the mask's left edge.
    public var left: Int
    /// Pixels from the baseline up to the mask's top row (FreeType's `bitmap_top`, positive up).
    public var top: Int
    /// `width * height` coverage values, row-major, top row first.
    public var coverage: [UInt8]
}
