import Foundation

/// UIKit's underline and strikethrough styles, for converting to SwiftUI's ``Text/LineStyle``
/// (`Text.LineStyle(nsUnderlineStyle: .patternDash)`). Raw values are UIKit's.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A single line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line (not expressible as a `Text.LineStyle`).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// A double line (not expressible as a `Text.LineStyle`).
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line.
    public static let patternSolid = NSUnderlineStyle([])
    /// A line of dots.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A line of dashes.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// A line of alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A line of alternating dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not the spaces between them (not expressible as a `Text.LineStyle`).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The UIKit style of a SwiftUI line style: a single line in its pattern.
    public init(_ lineStyle: Text.LineStyle) {
        let pattern: NSUnderlineStyle =
            switch lineStyle.pattern.kind {
            case .solid: []
            case .dot: .patternDot
            case .dash: .patternDash
            case .dashDot: .patternDashDot
            case .dashDotDot: .patternDashDotDot
            }
        self = [.single, pattern]
    }
}
