/// A rasterized glyph: a coverage mask to tint, or a colour bitmap to draw as is.
public enum GlyphImage: Sendable, Hashable {
    case mask(GlyphMask)
    case color(ColorGlyphBitmap)

    public var width: Int {
        switch self {
        case .mask(let mask): mask.width
        case .color(let bitmap): bitmap.width
        }
    }

    public var height: Int {
        switch self {
        case .mask(let mask): mask.height
        case .color(let bitmap): bitmap.height
        }
    }

    public var isEmpty: Bool { width == 0 || height == 0 }
}
