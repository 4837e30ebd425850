import Foundation

/// An underline or strikethrough bar to fill, in points relative to the layout's top-left.
public struct TextDecorationSegment: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case underline
        case strikethrough
    }

    public var kind: Kind
    public var rect: CGRect
    /// Explicit decoration colour, else the run's foreground colour (may be `nil` = default).
    public var color: TextColor?
    public var runIndex: Int
}
