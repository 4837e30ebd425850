import Foundation

/// The result of laying out an ``AttributedText`` at a width.
public struct TextLayout: Sendable, Hashable {
    /// The text's size under SwiftUI's rules: width = widest line (never wider than the proposal
    /// unless a single character is), height = lines plus `lineSpacing` between them.
    public var size: CGSize
    public var lines: [TextLine]
    /// Baseline of the first line from the top (`firstTextBaseline`); 0 for empty text.
    public var firstBaseline: CGFloat
    /// Baseline of the last line from the top (`lastTextBaseline`); 0 for empty text.
    public var lastBaseline: CGFloat
    /// Characters no font on the fallback chain covers (drawn as the primary font's `.notdef`),
    /// in order of first appearance.
    public var missingCharacters: [Character]
    /// Font files the glyphs come from, and those that set line metrics (the rounded design's lines
    /// take Inter's), sorted by path.
    public var fontFiles: [FontFileInfo]
    /// Foreground colour of each ``TextRun`` (by run index), `nil` for the default colour.
    public var runColors: [TextColor?]
    /// Faces drawn instead of the requested one, one message each (an unknown `Font.custom` name drawn in the
    /// system font, as iOS draws it).
    public var fontSubstitutions: [String] = []
    /// Whether any line was truncated.
    public var isTruncated: Bool { lines.contains { $0.isTruncated } }

    /// All glyphs of all lines.
    public var glyphs: [PositionedGlyph] { lines.flatMap(\.glyphs) }

    static let empty = TextLayout(
        size: .zero, lines: [], firstBaseline: 0, lastBaseline: 0, missingCharacters: [], fontFiles: [], runColors: [])
}
