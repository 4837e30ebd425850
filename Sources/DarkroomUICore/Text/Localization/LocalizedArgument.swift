/// One interpolated value of a `LocalizedStringKey`: as the development-language text shows it, and,
/// for numbers, the value that picks a plural form.
@usableFromInline
struct LocalizedArgument: Hashable, Sendable {
    /// The value as the key's text shows it (an inline `Text` or image is `LocalizedStringKey.placeholder`).
    var rendered: String
    /// The number, for plural rules.
    var number: Double?
    /// How many fraction digits the number shows (CLDR's `v`).
    var fractionDigits: Int

    @usableFromInline
    init(rendered: String, number: Double? = nil, fractionDigits: Int = 0) {
        self.rendered = rendered
        self.number = number
        self.fractionDigits = fractionDigits
    }

    /// The fraction digits a printf specifier shows: none for integers, its precision (6 by default) for floats.
    @usableFromInline
    static func fractionDigits(of specifier: String, isInteger: Bool) -> Int {
        guard !isInteger else { return 0 }
        guard let dot = specifier.firstIndex(of: ".") else { return 6 }
        return Int(specifier[specifier.index(after: dot)...].prefix { $0.isNumber }) ?? 0
    }
}

extension _FormatSpecifiable {
    /// The value as a `Double`, for plural rules.
    @usableFromInline
    var _pluralValue: Double? {
        if let integer = self as? any BinaryInteger { return Double(integer) }
        if let float = self as? any BinaryFloatingPoint { return Double(float) }
        return nil
    }

    /// Whether the value is an integer type.
    @usableFromInline
    var _isInteger: Bool { self is any BinaryInteger }
}
