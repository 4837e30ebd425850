import Foundation

/// The key of a localised string, spelled like SwiftUI's: string literals passed to `Text` become one, so
/// `Text("Hello **world**")` gets SwiftUI's inline Markdown while `Text(variable)` shows the string as is.
///
/// `Text` looks the key up in the bundle's strings tables (String Catalogs, `.strings`, `.stringsdict`)
/// in the environment's locale, as Xcode extracts it: each interpolation is a format specifier (`%lld`
/// for an `Int`, `%lf` for a `Double`, `%@` for a string, a `Text` or an image). Without a translation
/// the key itself is the text.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text in the development language: the literal with its interpolations rendered.
    let key: String
    /// The key as a strings table spells it (`"%lld items"` for `"\(count) items"`).
    var formatKey: String
    /// The interpolated values, in order.
    var arguments: [LocalizedArgument] = []
    /// Interpolated `Text` and `Image` values, in order; each stands at a `placeholder` character of `key`.
    var inlineTexts: [[Text.Segment]] = []

    /// Marks where an interpolated `Text` or `Image` goes in `key` (U+FFFC OBJECT REPLACEMENT CHARACTER).
    static let placeholder: Character = "\u{FFFC}"

    /// A key of `value`.
    public init(_ value: String) {
        key = value
        formatKey = value
    }

    public init(stringLiteral value: String) {
        key = value
        formatKey = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        formatKey = stringInterpolation.formatKey
        arguments = stringInterpolation.arguments
        inlineTexts = stringInterpolation.inlineTexts
    }

    /// Builds a key from a literal with interpolated values (shown with `String(describing:)`).
    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline var output = ""
        /// The literal with a format specifier for each interpolation (`%` in literals doubled).
        @usableFromInline var formatKey = ""
        @usableFromInline var arguments: [LocalizedArgument] = []
        var inlineTexts: [[Text.Segment]] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        @inlinable
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            formatKey += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// Appends an interpolated value: `rendered` in the text, `specifier` in the key.
        @usableFromInline
        mutating func appendArgument(_ rendered: String, specifier: String, number: Double? = nil, fractionDigits: Int = 0) {
            output += rendered
            formatKey += specifier
            arguments.append(LocalizedArgument(rendered: rendered, number: number, fractionDigits: fractionDigits))
        }

        /// Interpolates a value of another type with `String(describing:)` (SwiftUI rejects such values; Darkroom
        /// shows them rather than fail to compile code SwiftUI would not accept either way).
        @inlinable @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            appendArgument(String(describing: value), specifier: "%@")
        }

        /// Interpolates a number with its default format specifier, as SwiftUI does: integers as `%lld`/`%d`,
        /// `Double` and `CGFloat` as `%lf` and `Float` as `%f` (so `Text("\(2.5)")` reads "2.500000").
        @inlinable
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendArgument(
                value._formatted(specifier: value._specifier), specifier: value._specifier,
                number: value._pluralValue, fractionDigits: LocalizedArgument.fractionDigits(of: value._specifier, isInteger: value._isInteger)
            )
        }

        /// Interpolates a number formatted with a printf-style `specifier` (`Text("\(price, specifier: "%.2f")")`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            appendArgument(
                value._formatted(specifier: specifier), specifier: specifier,
                number: value._pluralValue, fractionDigits: LocalizedArgument.fractionDigits(of: specifier, isInteger: value._isInteger)
            )
        }

        @inlinable
        public mutating func appendInterpolation(_ string: String) {
            appendArgument(string, specifier: "%@")
        }

        /// Interpolates `text` with its own styling, inline (`Text("Tap \\(Text("here").bold()) now")`).
        public mutating func appendInterpolation(_ text: Text) {
            appendArgument(String(LocalizedStringKey.placeholder), specifier: "%@")
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
    /// Text for a localised key (a string literal), looked up when the view is resolved in the strings
    /// tables of `bundle` (nil: the main bundle and the resource bundles beside the executable) named
    /// `tableName` (nil: `Localizable`), in the environment's locale (`\.locale`): String Catalogs,
    /// `.strings` and `.stringsdict` files, with Foundation's language fallback. Without a translation the
    /// key is shown. Its inline Markdown (`**bold**`, `*italic*`, `~~strike~~`, `` `code` ``, `[link](url)`)
    /// is applied as SwiftUI does. `comment` is for translators.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        let segments = Self.segments(markdown: key.key, inlineTexts: key.inlineTexts)
        let source = LocalizedSource(
            key: key, tableName: tableName, bundlePath: bundle.map { $0.resourcePath ?? $0.bundlePath }
        )
        self.init(
            segments: segments.enumerated().map { offset, segment in
                var tagged = segment
                tagged.localization = source.part(offset, of: segments.count)
                return tagged
            })
    }

    /// The parts of a key's text: its inline Markdown applied, and each placeholder replaced by the
    /// interpolated text's parts (Markdown around it, as in `**\\(text)**`, adds to their style).
    static func segments(markdown: String, inlineTexts: [[Segment]]) -> [Segment] {
        segments(parsed: InlineMarkdown.segments(of: markdown), inlineTexts: inlineTexts)
    }

    /// The parts of a key's text whose Markdown is already parsed (`parsed`), each placeholder replaced
    /// by the interpolated text's parts.
    static func segments(parsed: [Segment], inlineTexts: [[Segment]]) -> [Segment] {
        guard !inlineTexts.isEmpty else { return parsed }
        var inline = inlineTexts[...]
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
                out += parts.map {
                    var part = $0
                    part.style.inherit(segment.style)
                    return part
                }
            }
            if !literal.isEmpty { out.append(Segment(string: literal, style: segment.style)) }
        }
        return out.isEmpty ? [Segment(string: "", style: TextRunStyle())] : out
    }
}
