import Foundation

/// The key of a localised string, spelled like SwiftUI's: string literals passed to `Text` become one, so
/// `Text("Hello **world**")` gets SwiftUI's inline Markdown while `Text(variable)` shows the string as is.
///
/// There are no localisation tables here: the key is the text.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String
    /// Interpolated `Text` and `Image` values, in order; each stands at a `placeholder` character of `key`.
    var inlineTexts: [[Text.Segment]] = []

    /// Marks where an interpolated `Text` or `Image` goes in `key` (U+FFFC OBJECT REPLACEMENT CHARACTER).
    static let placeholder: Character = "\u{FFFC}"

    /// A key of `value`.
    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        inlineTexts = stringInterpolation.inlineTexts
    }

    /// Builds a key from a literal with interpolated values (shown with `String(describing:)`).
    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline var output = ""
        var inlineTexts: [[Text.Segment]] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        @inlinable
        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        /// Interpolates a value of another type with `String(describing:)` (SwiftUI rejects such values; Darkroom
        /// shows them rather than fail to compile code SwiftUI would not accept either way).
        @inlinable @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }

        /// Interpolates a number with its default format specifier, as SwiftUI does: integers as `%lld`/`%d`,
        /// `Double` and `CGFloat` as `%lf` and `Float` as `%f` (so `Text("\(2.5)")` reads "2.500000").
        @inlinable
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            output += value._formatted(specifier: value._specifier)
        }

        /// Interpolates a number formatted with a printf-style `specifier` (`Text("\(price, specifier: "%.2f")")`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            output += value._formatted(specifier: specifier)
        }

        @inlinable
        public mutating func appendInterpolation(_ string: String) {
            output += string
        }

        /// Interpolates `text` with its own styling, inline (`Text("Tap \\(Text("here").bold()) now")`).
        public mutating func appendInterpolation(_ text: Text) {
            output.append(LocalizedStringKey.placeholder)
            inlineTexts.append(text.segments)
        }

        /// Interpolates an attributed string with its runs' attributes, inline (`Text("Results for \\(match)")`).
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendInterpolation(Text(attributedString))
        }

        /// Interpolates `image` inline, sized from the text's font (`Text("\\(Image(systemName: "star.fill")) 4.8")`).
        public mutating func appendInterpolation(_ image: Image) {
            appendInterpolation(Text(image))
        }
    }
}

extension Text {
    /// Text for a localised key (a string literal): its inline Markdown (`**bold**`, `*italic*`, `~~strike~~`,
    /// `` `code` ``, `[link](url)`) is applied as SwiftUI does. `tableName`, `bundle` and `comment` are ignored.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        let parsed = InlineMarkdown.segments(of: key.key)
        guard !key.inlineTexts.isEmpty else {
            self.init(segments: parsed)
            return
        }
        // Each placeholder becomes the interpolated text's parts; Markdown around it (`**\\(text)**`) adds to their style.
        var inline = key.inlineTexts[...]
        var out: [Segment] = []
        for segment in parsed {
            var literal = ""
            for character in segment.string {
                guard character == LocalizedStringKey.placeholder, let parts = inline.popFirst() else {
                    literal.append(character)
                    continue
                }
                if !literal.isEmpty { out.append(Segment(string: literal, style: segment.style)) }
                literal = ""
                out += parts.map { var part = $0; part.style.inherit(segment.style); return part }
            }
            if !literal.isEmpty { out.append(Segment(string: literal, style: segment.style)) }
        }
        self.init(segments: out.isEmpty ? [Segment(string: "", style: TextRunStyle())] : out)
    }
}
