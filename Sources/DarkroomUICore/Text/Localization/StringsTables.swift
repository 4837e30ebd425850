import Foundation
import Synchronization

/// The strings tables of a bundle, loaded once per process and kept: a String Catalog
/// (`<table>.xcstrings`), and `.strings`/`.stringsdict` files in `<language>.lproj` folders.
///
/// For the main bundle (`bundle: nil`) the resource bundles SwiftPM puts beside the executable are
/// searched too, in name order, as for asset catalogs.
final class StringsTables: @unchecked Sendable {
    /// What a lookup found.
    struct Match {
        var entry: LocalizedEntry
        /// The language whose entry it is.
        var language: String
    }

    /// One table (`Localizable` …) of one folder.
    private struct Table {
        var catalog: StringCatalog?
        /// Entries of `.strings`/`.stringsdict` by language (lproj folder name).
        var lproj: [String: [String: LocalizedEntry]]
        var developmentLanguage: String?
    }

    /// What resolving one key in one locale found, with what the diagnostics for a missing translation need.
    struct Resolution: Sendable {
        var match: Match?
        /// Whether the bundle has any table of that name.
        var hasTables: Bool
        /// Whether any table has the key, in any language.
        var containsKey: Bool
        /// Whether the first language asked for is the tables' development language.
        var firstIsDevelopment: Bool
    }

    private struct ResolutionKey: Hashable {
        var key: String
        var table: String
        var bundlePath: String?
        var localeIdentifier: String
    }

    private let lock = NSLock()
    private var tables: [String: Result<[Table], LocalizationError>] = [:]
    /// Resolutions already made, so a `Text` resolved again (every render, every snapshot) is a dictionary
    /// lookup; cleared when it grows past `maxResolutions`.
    private var resolutions: [ResolutionKey: Resolution] = [:]
    private static let maxResolutions = 16_384
    /// `languages(for:)` by locale identifier.
    private static let languageCache = Mutex<[String: [String]]>([:])

    static let shared = StringsTables()

    /// The entry for `key` in the first of `languages` that has one, else in the table's
    /// development language; nil when no table has the key. Throws when a table cannot be read.
    func lookup(key: String, table: String, bundlePath: String?, languages: [String]) throws(LocalizationError) -> Match? {
        Self.match(key: key, in: try load(table: table, bundlePath: bundlePath), languages: languages)
    }

    private static func match(key: String, in loaded: [Table], languages: [String]) -> Match? {
        for language in languages {
            for table in loaded {
                if let entry = table.catalog?.entries[key]?[language] ?? table.lproj[language]?[key] {
                    return Match(entry: entry, language: language)
                }
            }
        }
        for table in loaded {
            let development = table.catalog?.sourceLanguage ?? table.developmentLanguage ?? "en"
            if let entry = table.catalog?.entries[key]?[development] ?? table.lproj[development]?[key] ?? table.lproj["Base"]?[key] {
                return Match(entry: entry, language: development)
            }
        }
        return nil
    }

    /// The resolution of `key` in the locale `localeIdentifier` (whose languages are `languages`), made once
    /// per key, table, bundle and locale and kept. Throws when a table cannot be read.
    func resolve(key: String, table: String, bundlePath: String?, localeIdentifier: String, languages: [String]) throws(LocalizationError) -> Resolution {
        let cacheKey = ResolutionKey(key: key, table: table, bundlePath: bundlePath, localeIdentifier: localeIdentifier)
        lock.lock()
        if let cached = resolutions[cacheKey] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let loaded = try load(table: table, bundlePath: bundlePath)
        let contains = loaded.contains { table in
            table.catalog?.entries[key] != nil || table.lproj.values.contains { $0[key] != nil }
        }
        let first = languages.first.map { language in
            let base = String(language.prefix { $0 != "-" && $0 != "_" })
            return loaded.contains { table in
                let development = table.catalog?.sourceLanguage ?? table.developmentLanguage ?? "en"
                return development == language || development == base
            }
        }
        let resolution = Resolution(
            match: contains ? Self.match(key: key, in: loaded, languages: languages) : nil, hasTables: !loaded.isEmpty,
            containsKey: contains, firstIsDevelopment: first ?? false)
        lock.lock()
        if resolutions.count >= Self.maxResolutions { resolutions.removeAll(keepingCapacity: true) }
        resolutions[cacheKey] = resolution
        lock.unlock()
        return resolution
    }

    /// Whether any table named `table` has `key`, in any language.
    func containsKey(_ key: String, table: String, bundlePath: String?) -> Bool {
        ((try? load(table: table, bundlePath: bundlePath)) ?? []).contains { table in
            table.catalog?.entries[key] != nil || table.lproj.values.contains { $0[key] != nil }
        }
    }

    /// Whether `language` is the development language of the tables named `table`.
    func isDevelopmentLanguage(_ language: String, table: String, bundlePath: String?) -> Bool {
        let base = String(language.prefix { $0 != "-" && $0 != "_" })
        return ((try? load(table: table, bundlePath: bundlePath)) ?? []).contains { table in
            let development = table.catalog?.sourceLanguage ?? table.developmentLanguage ?? "en"
            return development == language || development == base
        }
    }

    /// How many keys the tables named `table` hold, in every language (loading them first).
    func keyCount(table: String, bundlePath: String?) throws(LocalizationError) -> Int {
        var keys = Set<String>()
        for table in try load(table: table, bundlePath: bundlePath) {
            keys.formUnion(table.catalog?.entries.keys ?? [:].keys)
            for values in table.lproj.values { keys.formUnion(values.keys) }
        }
        return keys.count
    }

    /// Whether the bundle has any table named `table` (a missing key is worth a diagnostic only then).
    func hasTables(table: String, bundlePath: String?) -> Bool {
        ((try? load(table: table, bundlePath: bundlePath)) ?? []).isEmpty == false
    }

    private func load(table: String, bundlePath: String?) throws(LocalizationError) -> [Table] {
        let cacheKey = (bundlePath ?? "<main>") + "\u{0}" + table
        lock.lock()
        if let cached = tables[cacheKey] {
            lock.unlock()
            return try cached.get()
        }
        lock.unlock()
        let result: Result<[Table], LocalizationError>
        do {
            result = .success(try Self.read(table: table, folders: ColorAssetCatalog.directories(for: bundlePath)))
        } catch {
            result = .failure(error)
        }
        lock.lock()
        tables[cacheKey] = result
        lock.unlock()
        return try result.get()
    }

    private static func read(table name: String, folders: [String]) throws(LocalizationError) -> [Table] {
        let manager = FileManager.default
        var result: [Table] = []
        var seen = Set<String>()
        for folder in folders where seen.insert(folder).inserted {
            var table = Table(catalog: nil, lproj: [:])
            let catalogPath = folder + "/" + name + ".xcstrings"
            if let data = manager.contents(atPath: catalogPath) {
                table.catalog = try StringCatalog(data: data, path: catalogPath)
            }
            let entries = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for entry in entries where entry.hasSuffix(".lproj") {
                let language = String(entry.dropLast(".lproj".count))
                var values: [String: LocalizedEntry] = [:]
                let stringsPath = folder + "/" + entry + "/" + name + ".strings"
                if let data = manager.contents(atPath: stringsPath) {
                    for (key, value) in try StringsFile.parse(data, path: stringsPath) {
                        values[key] = LocalizedEntry(value: .format(value))
                    }
                }
                let dictionaryPath = folder + "/" + entry + "/" + name + ".stringsdict"
                if let data = manager.contents(atPath: dictionaryPath) {
                    values.merge(try StringsDictionary.parse(data, path: dictionaryPath)) { _, plural in plural }
                }
                if !values.isEmpty { table.lproj[language] = values }
            }
            if table.catalog != nil || !table.lproj.isEmpty {
                table.developmentLanguage = Self.developmentLanguage(folder: folder)
                result.append(table)
            }
        }
        return result
    }

    /// `CFBundleDevelopmentRegion` of the folder's Info.plist (SwiftPM writes `defaultLocalization` there).
    private static func developmentLanguage(folder: String) -> String? {
        guard let data = FileManager.default.contents(atPath: folder + "/Info.plist"),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return plist["CFBundleDevelopmentRegion"] as? String
    }

    /// The languages to try for `locale`, most specific first: `de-CH` → `de-CH`, `de_CH`, `de`;
    /// Chinese adds its script (`zh-Hans`, `zh-Hant`).
    static func languages(for locale: Locale) -> [String] {
        languages(forIdentifier: locale.identifier)
    }

    /// `languages(for:)` of the locale with identifier `identifier` (kept once made).
    static func languages(forIdentifier identifier: String) -> [String] {
        if let cached = languageCache.withLock({ $0[identifier] }) { return cached }
        let languages = computeLanguages(identifier)
        languageCache.withLock { $0[identifier] = languages }
        return languages
    }

    private static func computeLanguages(_ identifier: String) -> [String] {
        guard !identifier.isEmpty else { return [] }
        var candidates = [identifier, identifier.replacingOccurrences(of: "_", with: "-"), identifier.replacingOccurrences(of: "-", with: "_")]
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        if let language = parts.first {
            if language == "zh" {
                let traditional = parts.contains { ["Hant", "TW", "HK", "MO"].contains($0) }
                candidates.append(traditional ? "zh-Hant" : "zh-Hans")
            }
            if parts.count > 2 { candidates.append(parts[0] + "-" + parts[1]) }
            candidates.append(language)
        }
        var seen = Set<String>()
        return candidates.filter { seen.insert($0).inserted }
    }

    /// `zh-Hans` or `zh-Hant` for a Chinese locale identifier (`zh`, `zh_CN`, `zh-Hant-TW`, `zh_HK` …), else nil.
    static func chineseScript(of identifier: String) -> String? {
        guard identifier == "zh" || identifier.hasPrefix("zh_") || identifier.hasPrefix("zh-") else { return nil }
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" })
        if parts.contains("Hans") { return "zh-Hans" }
        return parts.contains { ["Hant", "TW", "HK", "MO"].contains($0) } ? "zh-Hant" : "zh-Hans"
    }
}
