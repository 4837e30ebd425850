import Foundation

/// Text to draw in a frame: the seam the text issue fills in (shaping and glyph drawing are not done here).
public struct TextDrawing: Equatable, Sendable {
    /// The characters.
    public var string: String
    /// The text's frame in points (root space).
    public var frame: CGRect
    /// The resolved foreground colour.
    public var color: ResolvedColor
    /// Alignment of multiline text.
    public var alignment: TextAlignment

    public init(string: String, frame: CGRect, color: ResolvedColor, alignment: TextAlignment) {
        self.string = string
        self.frame = frame
        self.color = color
        self.alignment = alignment
    }
}
