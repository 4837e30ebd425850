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
    /// The dash pattern; ``marks`` breaks ``rect`` into its dashes.
    public var pattern: TextDecoration.Pattern = .solid

    /// The rectangles to fill: ``rect`` itself when solid, else its dashes and dots, the pattern starting at the
    /// rectangle's left edge with lengths in multiples of its height (the line's thickness); the last mark is cut at
    /// the right edge.
    public var marks: [CGRect] {
        let lengths = pattern.lengths
        let unit = Double(rect.height)
        guard !lengths.isEmpty, unit > 0, unit.isFinite, rect.width.isFinite else { return [rect] }
        var result: [CGRect] = []
        var x = Double(rect.minX)
        let end = Double(rect.maxX)
        var index = 0
        while x < end, result.count < 100_000 {
            let length = lengths[index % lengths.count] * unit
            if index % 2 == 0 {
                result.append(CGRect(x: x, y: Double(rect.minY), width: min(length, end - x), height: unit))
            }
            x += length
            index += 1
        }
        return result
    }
}
