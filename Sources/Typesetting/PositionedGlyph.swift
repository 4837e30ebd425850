import Foundation

/// One shaped glyph placed in a ``TextLayout``.
public struct PositionedGlyph: Sendable, Hashable {
    public var glyphID: UInt32
    public var face: FontFaceID
    /// Point size the glyph is drawn at.
    public var fontSize: CGFloat
    /// Pen position on the baseline, in points, relative to the layout's top-left corner
    /// (HarfBuzz offsets and `baselineOffset` already applied).
    public var position: CGPoint
    /// Whether the glyph is a colour bitmap (emoji) rather than an outline.
    public var isColor: Bool
    /// Styles imitated for this glyph (a registered family without italic/bold files).
    public var synthetic: SyntheticStyle
    /// Index of the ``TextRun`` the glyph belongs to (for colour and decorations).
    public var runIndex: Int
    /// Index of the grapheme cluster (Swift `Character`) in the whole text.
    public var characterIndex: Int
}
