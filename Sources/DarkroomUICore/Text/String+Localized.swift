import Foundation

#if os(Linux)
extension String {
    /// `String(localized:)` as an app's code calls it (Foundation on Linux has none): the key's text in the
    /// development language of `bundle`'s strings tables (`table`, else `Localizable`; nil bundle: the main
    /// bundle and the resource bundles beside the executable), else `defaultValue`, else the key. The language
    /// is the development language on every machine, never the host's: a view's own language comes from
    /// `\.locale` through `Text`. An interpolated key is looked up as the text it renders to, and a table
    /// that cannot be read gives the default value.
    public init(localized key: String, defaultValue: String? = nil, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        let bundlePath = bundle.map { $0.resourcePath ?? $0.bundlePath }
        guard let match = try? StringsTables.shared.lookup(key: key, table: table ?? "Localizable", bundlePath: bundlePath, languages: []) else {
            self = defaultValue ?? key
            return
        }
        let format = LocalizedSource.choose(match.entry.value, arguments: [], language: match.language)
        self = LocalizedFormat(arguments: [], substitutions: match.entry.substitutions, language: match.language).format(format)
    }
}
#endif
