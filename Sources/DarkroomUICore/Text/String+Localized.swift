import Foundation

#if os(Linux)
extension String {
    /// `String(localized:)` as an app's code calls it (Foundation on Linux has none): the key's text in the
    /// app's language — a snapshot configuration's locale while its view is drawn (`.image(on:locale:)`), else
    /// the development language — of `bundle`'s strings tables (`table`, else `Localizable`; nil bundle: the main
    /// bundle and the resource bundles beside the executable), else `defaultValue`, else the key. Never the host's
    /// language; `locale` only formats, as Foundation's does: a view's own language comes from `\.locale` through
    /// `Text`. An interpolated key is looked up as the text it renders to, and a table
    /// that cannot be read gives the default value.
    public init(
        localized key: String, defaultValue: String? = nil, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = Self.localizedText(key: key, defaultValue: defaultValue, table: table, bundle: bundle, language: AppLanguage.current)
    }

    /// The text of `key` in `language` (nil: the development language), else `defaultValue`, else the key.
    static func localizedText(key: String, defaultValue: String?, table: String?, bundle: Bundle?, language: Locale?) -> String {
        let bundlePath = bundle.map { $0.resourcePath ?? $0.bundlePath }
        let languages = language.map(StringsTables.languages(for:)) ?? []
        guard let match = try? StringsTables.shared.lookup(key: key, table: table ?? "Localizable", bundlePath: bundlePath, languages: languages) else {
            return defaultValue ?? key
        }
        let format = LocalizedSource.choose(match.entry.value, arguments: [], language: match.language)
        return LocalizedFormat(arguments: [], substitutions: match.entry.substitutions, language: match.language).format(format)
    }
}
#endif
