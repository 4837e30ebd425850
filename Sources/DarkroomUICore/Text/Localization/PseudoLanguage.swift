import Foundation

/// Xcode's pseudo-languages, to see truncation and layout before translators deliver: set one as the
/// environment's locale (`.environment(\.locale, .pseudoLanguage(.doubleLength))`) and every localised
/// `Text` is transformed as Xcode's scheme option transforms it. Format specifiers are kept.
public enum PseudoLanguage: String, Hashable, Sendable, CaseIterable {
    /// Letters with diacritics ("Ŝéţţîñĝš"): shows text that skips localisation and tall glyphs' clipping.
    case accented = "en_XA"
    /// The text between "[# " and " #]": shows truncation and concatenated strings.
    case bounded = "en_XS"
    /// Every string twice: shows where longer languages (German, Finnish) will not fit.
    case doubleLength = "en_XL"
    /// The text forced right to left with Unicode bidi overrides; set on the snapshotted view (or as a snapshot
    /// configuration's locale) it also lays the screen out right to left, as Xcode's scheme option flips the app.
    case rightToLeft = "en_XR"

    /// The pseudo-language a locale stands for, if any.
    init?(locale: Locale) {
        self.init(rawValue: locale.identifier)
    }

    /// `text` as the pseudo-language shows it.
    func transform(_ text: String) -> String {
        switch self {
        case .accented: String(text.map { Self.accents[$0] ?? $0 })
        case .bounded: "[# " + text + " #]"
        case .doubleLength: text + " " + text
        case .rightToLeft: "\u{202E}" + text + "\u{202C}"
        }
    }

    private static let accents: [Character: Character] = {
        let plain = Array("AaBbCcDdEeFfGgHhIiJjKkLlMmNnOoPpRrSsTtUuWwYyZz")
        let accented = Array("ÅåƁƀÇçĐđÉéƑƒĜĝĤĥÎîĴĵĶķĻļṀṁÑñÖöÞþŔŕŠšŢţÛûŴŵÝýŽž")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
}

extension Locale {
    /// The locale that stands for one of Xcode's pseudo-languages.
    public static func pseudoLanguage(_ language: PseudoLanguage) -> Locale {
        Locale(identifier: language.rawValue)
    }
}
