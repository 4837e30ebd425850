import Foundation

#if os(Linux)
/// Foundation's `LocalizedStringResource` (Foundation on Linux has none): a key with the table, bundle and locale
/// to look it up in later, so code that passes resources around compiles and looks them up in the same tables as
/// `Text` and `String(localized:)` (String Catalogs, `.strings`, `.stringsdict`).
///
/// `String(localized: resource)` reads the key in the resource's `locale`, as Foundation does. The default
/// locale, `.current`, means the app's language here: a snapshot configuration's locale while its view is
/// drawn, else the development language — never the machine's. `Text(resource)` reads it in the environment's
/// `\.locale`, as every localized `Text` does. Keys are plain strings (Foundation's `String.LocalizationValue`
/// interpolations are not supported).
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Where the table is: Foundation's `LocalizedStringResource.BundleDescription`.
    public enum BundleDescription: Hashable, Sendable {
        /// The main bundle (and, on Linux, the resource bundles beside the executable).
        case main
        /// The bundle at a URL (a package's `Bundle.module.bundleURL`).
        case atURL(URL)

        /// The bundle holding `anyClass` (on Linux: the main bundle, as `Bundle(for:)` answers there).
        public static func forClass(_ anyClass: AnyClass) -> BundleDescription {
            let bundle = Bundle(for: anyClass)
            return bundle == .main ? .main : .atURL(bundle.bundleURL)
        }

        var bundle: Bundle? {
            switch self {
            case .main: nil
            case .atURL(let url): Bundle(url: url)
            }
        }
    }

    /// The key looked up in the table.
    public var key: String
    /// The text shown when no table has the key (nil: the key).
    public var defaultValue: String?
    /// The table (`nil`: `Localizable`).
    public var table: String?
    /// The locale the key is looked up in by `String(localized:)`.
    public var locale: Locale
    /// The bundle holding the table.
    public var bundle: BundleDescription
    /// Whether `locale` was left at `.current`: the app's language (see the type's documentation).
    private var followsAppLanguage: Bool

    /// A resource for `key` in `table` of `bundle`, looked up in `locale`.
    public init(
        _ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
        followsAppLanguage = locale == .current
    }

    /// A resource in `table` of a bundle (`Bundle.module`).
    public init(
        _ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale = .current,
        bundle: Bundle, comment: StaticString? = nil
    ) {
        self.init(
            key, defaultValue: defaultValue, table: table, locale: locale,
            bundle: bundle == .main ? .main : .atURL(bundle.bundleURL), comment: comment)
    }

    /// A resource whose key is the literal (`let title: LocalizedStringResource = "Menu"`).
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The language the key is looked up in: the resource's locale, or the app's language for `.current`.
    var lookupLanguage: Locale? {
        followsAppLanguage && locale == .current ? AppLanguage.current : locale
    }

    public var description: String { String(localized: self) }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue && lhs.table == rhs.table
            && lhs.locale == rhs.locale && lhs.bundle == rhs.bundle
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(table)
        hasher.combine(bundle)
    }
}

extension String {
    /// The resource's text in its locale's language (see ``LocalizedStringResource``), else its default value,
    /// else its key.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = Self.localizedText(
            key: resource.key, defaultValue: resource.defaultValue, table: resource.table,
            bundle: resource.bundle.bundle, language: resource.lookupLanguage)
    }
}

extension Text {
    /// A localized text from a resource: its key in its table and bundle, in the environment's language (as
    /// `Text(_:tableName:bundle:comment:)`).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(LocalizedStringKey(resource.key), tableName: resource.table, bundle: resource.bundle.bundle)
    }
}
#endif
