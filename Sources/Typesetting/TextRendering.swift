/// Everything needed to draw a ``TextLayout`` at one scale.
public struct TextRendering: Sendable, Hashable {
    /// Non-empty glyph images in drawing order.
    public var glyphs: [RenderedGlyph]
    /// Decorations from the layout, moved by the render origin (in points).
    public var decorations: [TextDecorationSegment]
    /// Run backgrounds from the layout, moved by the render origin (in points); drawn before the glyphs.
    public var backgrounds: [TextBackgroundSegment] = []
    /// Font files used, with content hashes, sorted by path.
    public var fontFiles: [FontFileInfo]
    /// Characters drawn as `.notdef` because no font on the chain has them.
    public var missingCharacters: [Character]
}
