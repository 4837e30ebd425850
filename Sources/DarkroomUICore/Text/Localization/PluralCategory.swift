/// CLDR plural categories, and the cardinal rules of the languages whose tables Darkroom reads.
///
/// The rules are CLDR's (Unicode Language Plural Rules), written out here rather than taken from the
/// host's ICU so that a snapshot is the same on every machine. Languages not listed use `other`
/// for every number, which is exact for Japanese, Chinese, Korean, Thai, Vietnamese and Indonesian.
enum PluralCategory: String, Hashable, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of `number` in `language` (a language code such as "de" or "pt").
    ///
    /// `number` is the argument's value; `fractionDigits` is how many fraction digits it shows (CLDR's
    /// `v`): `1` is `one` in English, `1.0` (shown with one digit) is `other`.
    static func category(of number: Double, fractionDigits: Int = 0, language: String) -> PluralCategory {
        let n = abs(number)
        let i = n.rounded(.towardZero)
        let isInteger = fractionDigits == 0 && i == n
        // Integer rules on the integer part, modulo small powers of ten.
        let i10 = i.truncatingRemainder(dividingBy: 10)
        let i100 = i.truncatingRemainder(dividingBy: 100)
        switch language {
        case "en", "de", "nl", "sv", "da", "nb", "no", "fi", "et", "it", "ca", "el", "hu", "tr", "bg", "sw", "ur":
            return isInteger && i == 1 ? .one : .other
        case "es":
            if n == 1 { return .one }
            return isInteger && i != 0 && i.truncatingRemainder(dividingBy: 1_000_000) == 0 ? .many : .other
        case "fr":
            if i == 0 || i == 1 { return .one }
            return isInteger && i != 0 && i.truncatingRemainder(dividingBy: 1_000_000) == 0 ? .many : .other
        case "pt":
            if i == 0 || i == 1 { return .one }
            return isInteger && i != 0 && i.truncatingRemainder(dividingBy: 1_000_000) == 0 ? .many : .other
        case "hi", "bn", "gu", "kn", "mr", "fa", "zu", "am":
            return i == 0 || n == 1 ? .one : .other
        case "he", "iw":
            if isInteger && i == 1 { return .one }
            if isInteger && i == 2 { return .two }
            return .other
        case "ar":
            guard isInteger else { return .other }
            if i == 0 { return .zero }
            if i == 1 { return .one }
            if i == 2 { return .two }
            if (3...10).contains(i100) { return .few }
            if (11...99).contains(i100) { return .many }
            return .other
        case "ru", "uk", "be":
            guard isInteger else { return .other }
            if i10 == 1 && i100 != 11 { return .one }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case "pl":
            guard isInteger else { return .other }
            if i == 1 { return .one }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case "cs", "sk":
            guard isInteger else { return .many }
            if i == 1 { return .one }
            if (2...4).contains(i) { return .few }
            return .other
        default:
            return .other
        }
    }
}
