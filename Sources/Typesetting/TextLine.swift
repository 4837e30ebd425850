import Foundation

/// One laid-out line.
public struct TextLine: Sendable, Hashable {
    /// The characters shown on the line (ellipsis included; the newline and trailing spaces at a
    /// wrap excluded; trailing spaces at the very end of the text kept when they fit).
    public var text: String
    /// Grapheme-cluster indices of the source text on this line (before truncation).
    public var characterRange: Range<Int>
    /// Top-left of the line in the layout: `x` is the alignment offset, `y` the line's top.
    public var origin: CGPoint
    /// Advance width of the line's `text` (spaces hanging at a wrap are not counted).
    public var width: CGFloat
    /// Distance from the line top to its baseline (the largest primary-font ascender).
    public var ascent: CGFloat
    /// Distance from the baseline to the line bottom before leading.
    public var descent: CGFloat
    /// Line gap (hhea lineGap) below the descent.
    public var leading: CGFloat
    /// `ascent + descent + leading`.
    public var height: CGFloat
    /// Glyphs in visual order, positions relative to the layout.
    public var glyphs: [PositionedGlyph]
    public var decorations: [TextDecorationSegment]
    /// Run backgrounds on this line, drawn before the glyphs.
    public var backgrounds: [TextBackgroundSegment] = []
    /// Whether an ellipsis replaced text on this line.
    public var isTruncated: Bool

    /// Baseline `y` relative to the layout's top.
    public var baseline: CGFloat { origin.y + ascent }
}
