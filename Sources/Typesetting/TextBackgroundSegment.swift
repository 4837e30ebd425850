import Foundation

/// A rectangle filled behind a run's glyphs (an attributed run's `backgroundColor`), in points relative to the
/// layout's top-left: from the line's top to its bottom (ascent + descent + leading), and from the run's first
/// to its last advance on that line, in visual order. A run that wraps, or that bidi reordering splits, gets one
/// rectangle per piece; neighbouring pieces of the same colour are merged into one.
public struct TextBackgroundSegment: Sendable, Hashable {
    public var rect: CGRect
    public var color: TextColor
    /// The run of the first piece the rectangle covers.
    public var runIndex: Int

    public init(rect: CGRect, color: TextColor, runIndex: Int) {
        self.rect = rect
        self.color = color
        self.runIndex = runIndex
    }
}
