import Foundation

/// The key of a localised string, spelled like SwiftUI's: string literals passed to `Text` become one, so
/// `Text("Hello **world**")` gets SwiftUI's inline Markdown while `Text(variable)` shows the string as is.
///
/// There are no localisation tables here: the key is the text.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    /// A key of `value`.
    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
    }

    /// Builds a key from a literal with interpolated values (shown with `String(describing:)`).
    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        @inlinable
        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        // Inlinable so that the caller's `String(describing:)` is specialised for the value's type.
        @inlinable
        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }

        @inlinable
        public mutating func appendInterpolation(_ string: String) {
            output += string
        }
    }
}

extension Text {
    /// Text for a localised key (a string literal): its inline Markdown (`**bold**`, `*italic*`, `~~strike~~`,
    /// `` `code` ``, `[link](url)`) is applied as SwiftUI does. `tableName`, `bundle` and `comment` are ignored.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(segments: InlineMarkdown.segments(of: key.key))
    }
}
