import Foundation
import Typesetting

extension Text {
    /// A line drawn under or through text (`underlineStyle` / `strikethroughStyle` of an `AttributedString`).
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of the line.
        public struct Pattern: Hashable, Sendable {
            let kind: TextDecoration.Pattern

            /// A solid line.
            public static let solid = Pattern(kind: .solid)
            /// A line of dots.
            public static let dot = Pattern(kind: .dot)
            /// A line of dashes.
            public static let dash = Pattern(kind: .dash)
            /// A line of alternating dashes and dots.
            public static let dashDot = Pattern(kind: .dashDot)
            /// A line of alternating dashes and two dots.
            public static let dashDotDot = Pattern(kind: .dashDotDot)
        }

        let pattern: Pattern
        let color: Color?

        /// A line in `pattern` and `color` (`nil`: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line in the text's colour.
        public static let single = LineStyle()

        /// The style of `nsUnderlineStyle`'s pattern in the text's colour; `nil` when it holds a style `LineStyle`
        /// cannot draw (`.thick`, `.double`, `.byWord`) or is empty, as in SwiftUI.
        public init?(nsUnderlineStyle: NSUnderlineStyle) {
            guard !nsUnderlineStyle.isEmpty, !nsUnderlineStyle.contains(.thick), !nsUnderlineStyle.contains(.double),
                !nsUnderlineStyle.contains(.byWord)
            else { return nil }
            let pattern: Pattern =
                switch nsUnderlineStyle.rawValue & 0x0F00 {
                case NSUnderlineStyle.patternDot.rawValue: .dot
                case NSUnderlineStyle.patternDash.rawValue: .dash
                case NSUnderlineStyle.patternDashDot.rawValue: .dashDot
                case NSUnderlineStyle.patternDashDotDot.rawValue: .dashDotDot
                default: .solid
                }
            self.init(pattern: pattern)
        }
    }
}

extension AttributeScopes {
    /// The attributes `Text(_: AttributedString)` draws, with SwiftUI's names (`attributed.foregroundColor = .red`).
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font.
        public let font: FontAttribute
        /// The run's text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the run (filled from the line's top to its bottom, as TextKit does).
        public let backgroundColor: BackgroundColorAttribute
        /// A line through the run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under the run.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space after each character, in points.
        public let kern: KerningAttribute
        /// Extra space after each character, in points (turns ligatures off).
        public let tracking: TrackingAttribute
        /// Vertical shift of the run in points, positive up.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (`link`, `inlinePresentationIntent`, …).
        public let foundation: AttributeScopes.FoundationAttributes

        /// The run's font.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// The run's text colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// The colour behind the run: a rectangle from the top to the bottom of each line the run occupies, from its
        /// first to its last advance there (one per line when it wraps, as TextKit fills the line fragment).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// A line through the run.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// A line under the run.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// Extra space after each character, in points.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// Extra space after each character, in points.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// Vertical shift in points.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attribute scope.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// `attributed.foregroundColor`, `attributed.font`, … as in SwiftUI.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Text showing an attributed string: each run's SwiftUI attributes (font, foreground and background colours,
    /// underline and strikethrough styles, kern, tracking, baseline offset) and links (in the tint colour) are applied
    /// as SwiftUI does. (Foundation on Linux has neither `AttributedString(markdown:)` nor `InlinePresentationIntent`; use a
    /// `Text` literal for inline Markdown.)
    /// (Disfavoured: Foundation on Linux makes `AttributedString` expressible by a string literal, and a literal must
    /// stay a `LocalizedStringKey` so its Markdown applies, as in SwiftUI.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias S = AttributeScopes.SwiftUIAttributes
        var segments: [Segment] = []
        for run in attributedContent.runs {
            var style = TextRunStyle()
            style.font = run[S.FontAttribute.self]
            if let color = run[S.ForegroundColorAttribute.self] { style.color = .color(color) }
            if run.link != nil, style.color == nil { style.color = .tint }
            if let line = run[S.UnderlineStyleAttribute.self] {
                style.underline = .init(isActive: true, color: line.color, pattern: line.pattern)
            }
            if let line = run[S.StrikethroughStyleAttribute.self] {
                style.strikethrough = .init(isActive: true, color: line.color, pattern: line.pattern)
            }
            style.kerning = run[S.KerningAttribute.self]
            style.tracking = run[S.TrackingAttribute.self]
            style.baselineOffset = run[S.BaselineOffsetAttribute.self]
            style.backgroundColor = run[S.BackgroundColorAttribute.self]
            let string = String(attributedContent[run.range].characters)
            if let last = segments.last, last.style == style {
                segments[segments.count - 1].string += string
            } else {
                segments.append(Segment(string: string, style: style))
            }
        }
        self.init(segments: segments.isEmpty ? [Segment(string: "", style: TextRunStyle())] : segments)
    }
}
