import Foundation

/// Vertical metrics of a font at its point size, from the hhea table (as FreeType reports it).
public struct FontLineMetrics: Sendable, Hashable {
    /// Baseline to the top of the line.
    public var ascent: CGFloat
    /// Baseline to the bottom of the line (positive).
    public var descent: CGFloat
    /// hhea lineGap.
    public var leading: CGFloat
    /// `ascent + descent + leading`: the height of one line of text in this font.
    public var lineHeight: CGFloat { ascent + descent + leading }
}
