/// An underline or strikethrough request (`Text.underline(_:color:)` / `strikethrough(_:color:)`).
public struct TextDecoration: Sendable, Hashable {
    /// Decoration colour; `nil` uses the text's foreground colour.
    public var color: TextColor?

    public init(color: TextColor? = nil) {
        self.color = color
    }
}
