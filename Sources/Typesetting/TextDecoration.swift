/// An underline or strikethrough request (`Text.underline(_:pattern:color:)` / `strikethrough(_:pattern:color:)`).
public struct TextDecoration: Sendable, Hashable {
    /// How the line is broken into dashes (SwiftUI's `Text.LineStyle.Pattern`).
    public enum Pattern: String, Sendable, Hashable, CaseIterable {
        case solid, dot, dash, dashDot, dashDotDot

        /// Alternating on and off lengths in units of the line's thickness, starting with a mark; empty for solid.
        /// Apple publishes no lengths for `NSUnderlineStyle.patternDot` … `patternDashDotDot`: these are
        /// Darkroom's (a square dot, a dash of four, gaps of two; approximate).
        public var lengths: [Double] {
            switch self {
            case .solid: []
            case .dot: [1, 2]
            case .dash: [4, 2]
            case .dashDot: [4, 2, 1, 2]
            case .dashDotDot: [4, 2, 1, 2, 1, 2]
            }
        }
    }

    /// Decoration colour; `nil` uses the text's foreground colour.
    public var color: TextColor?
    public var pattern: Pattern

    public init(color: TextColor? = nil, pattern: Pattern = .solid) {
        self.color = color
        self.pattern = pattern
    }
}
