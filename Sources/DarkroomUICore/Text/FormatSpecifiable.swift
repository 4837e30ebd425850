import Foundation

/// A number `Text` interpolation formats with a printf-style specifier (SwiftUI's `_FormatSpecifiable`): every
/// integer type, `Float`, `Double` and `CGFloat`. Formatting uses the POSIX locale, so the output is the same on
/// every machine.
public protocol _FormatSpecifiable: Equatable {
    /// The value passed to the format.
    associatedtype _Arg: CVarArg
    /// The value passed to the format.
    var _arg: _Arg { get }
    /// The default specifier (`%lld` for `Int`, `%lf` for `Double`).
    var _specifier: String { get }
}

extension _FormatSpecifiable {
    /// The value formatted with `specifier`; an empty specifier shows the default one's output.
    @inlinable
    func _formatted(specifier: String) -> String {
        // An integer with its default specifier prints as Swift prints it, without a format call (Foundation on
        // Linux reads `%u`/`%llu` arguments as signed, which would show 4000000000 as a negative number). Inlinable,
        // so that where the type is known the cast folds away.
        if specifier.isEmpty || specifier == _specifier, let integer = self as? any BinaryInteger { return integer.description }
        return String(format: specifier.isEmpty ? _specifier : specifier, locale: Locale(identifier: "en_US_POSIX"), _arg)
    }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}
