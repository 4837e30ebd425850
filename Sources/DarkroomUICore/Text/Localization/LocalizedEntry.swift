/// One key's text in one language, as a strings table holds it: a plain format string, or forms that
/// vary by plural category or device, and named substitutions (`%#@name@`) that vary by plural.
struct LocalizedEntry: Hashable, Sendable {
    /// A format string, or variations of one.
    indirect enum Value: Hashable, Sendable {
        /// A printf-style format string (`%@`, `%lld`, `%1$@`, `%#@name@` …).
        case format(String)
        /// Forms by CLDR plural category (`zero`, `one`, `two`, `few`, `many`, `other`) of the first
        /// numeric argument.
        case plural([PluralCategory: Value])
        /// Forms by device (`iphone`, `ipad`, `mac`, …, `other`); a snapshot is an iPhone's.
        case device([String: Value])
    }

    /// A `%#@name@` substitution: the forms of the argument `argument` (1-based), chosen by its plural category.
    struct Substitution: Hashable, Sendable {
        var argument: Int?
        var specifier: String
        var forms: [PluralCategory: String]
    }

    var value: Value
    var substitutions: [String: Substitution] = [:]
}
