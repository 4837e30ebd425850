import Foundation

#if os(Linux)
extension String {
    /// `String(localized:)` as an app's code calls it (Foundation on Linux has none): the key itself, the text in
    /// the development language, as `Text` shows a `LocalizedStringKey` without a strings table. Interpolations
    /// are formatted as plain string interpolation formats them.
    public init(localized key: String, defaultValue: String? = nil, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue ?? key
    }
}
#endif
