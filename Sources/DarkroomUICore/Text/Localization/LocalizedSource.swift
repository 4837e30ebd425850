import Foundation
import Synchronization

/// Where a localised `Text`'s words come from: its key, table and bundle. Every part (segment) of
/// the key's text carries it, with its place in the group, so that concatenation and styling keep
/// the group together; the group is replaced by the translation when the environment is known.
struct LocalizedSource: Hashable, Sendable {
    /// The key, boxed: a key holds the parts of its inline texts, and a part holds its source, so the
    /// box keeps the types from containing themselves (and the copies of the key shared).
    final class Key: Hashable, Sendable {
        let value: LocalizedStringKey
        init(_ value: LocalizedStringKey) { self.value = value }
        static func == (lhs: Key, rhs: Key) -> Bool { lhs === rhs || lhs.value == rhs.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    let boxedKey: Key
    var key: LocalizedStringKey { boxedKey.value }
    var tableName: String?
    var bundlePath: String?
    /// This part's index in the key's parts, and how many parts there are.
    var partIndex = 0
    var partCount = 1

    init(key: LocalizedStringKey, tableName: String?, bundlePath: String?) {
        boxedKey = Key(key)
        self.tableName = tableName
        self.bundlePath = bundlePath
    }

    /// The source of part `index` of `count`.
    func part(_ index: Int, of count: Int) -> LocalizedSource {
        var copy = self
        copy.partIndex = index
        copy.partCount = count
        return copy
    }

    /// The private-use character standing for inline text `index` while a translation is formatted.
    private static func marker(_ index: Int) -> Character {
        Character(Unicode.Scalar(0xF0000 + UInt32(index))!)
    }

    /// The translated parts in `environment`'s language, or nil to keep the key's own text (no table
    /// has the key, or the translation reads the same). Logs a missing translation; throws when a
    /// table cannot be read.
    func translation(in environment: EnvironmentValues, log: (String) -> Void) throws(LocalizationError) -> [Text.Segment]? {
        let table = tableName ?? "Localizable"
        let identifier = environment.locale.identifier
        let pseudo = PseudoLanguage(rawValue: identifier)
        let languages = pseudo == nil ? StringsTables.languages(forIdentifier: identifier) : []
        let resolution = try StringsTables.shared.resolve(
            key: key.formatKey, table: table, bundlePath: bundlePath, localeIdentifier: pseudo == nil ? identifier : "", languages: languages)
        let match = resolution.match
        var format: String
        var language = languages.last ?? "en"
        var substitutions: [String: LocalizedEntry.Substitution] = [:]
        if let match {
            language = String(match.language.prefix { $0 != "-" && $0 != "_" })
            substitutions = match.entry.substitutions
            format = Self.choose(match.entry.value, arguments: key.arguments, language: language)
            if !languages.contains(match.language), resolution.hasTables, let wanted = languages.first {
                log("Text(\"\(key.formatKey)\"): no \(wanted) translation in \(table) (\(bundlePath ?? "main bundle")): showing the \(match.language) text")
            }
        } else {
            if resolution.hasTables {
                if !resolution.containsKey {
                    log("Text(\"\(key.formatKey)\"): no entry in \(table) (\(bundlePath ?? "main bundle")): showing the key, as iOS does")
                } else if let wanted = languages.first, !resolution.firstIsDevelopment {
                    log("Text(\"\(key.formatKey)\"): no \(wanted) translation in \(table) (\(bundlePath ?? "main bundle")): showing the key")
                }
            }
            format = key.formatKey
        }
        // Untranslated and no pseudo-language: the key's own parts stand, with nothing formatted again.
        guard match != nil || pseudo != nil else { return nil }
        // Inline texts go through the format as markers, so a translation may reorder them.
        var arguments = key.arguments
        var inlineIndex = 0
        for index in arguments.indices where arguments[index].rendered == String(LocalizedStringKey.placeholder) {
            arguments[index].rendered = String(Self.marker(inlineIndex))
            inlineIndex += 1
        }
        // A format with no specifier (most UI strings) is its own text.
        var text =
            format.utf8.contains(UInt8(ascii: "%"))
            ? LocalizedFormat(arguments: arguments, substitutions: substitutions, language: language).format(format) : format
        if let pseudo {
            // Transformed around the markers of inline texts; arguments are transformed with the text, as
            // Xcode's pseudo-languages show formatted strings.
            text = pseudo.transform(text)
        }
        var inline: [[Text.Segment]] = []
        var resolved = key.inlineTexts.isEmpty ? text : ""
        for character in text where !key.inlineTexts.isEmpty {
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                (0xF0000..<0xF0000 + UInt32(key.inlineTexts.count)).contains(scalar.value)
            {
                inline.append(key.inlineTexts[Int(scalar.value - 0xF0000)])
                resolved.append(LocalizedStringKey.placeholder)
            } else {
                resolved.append(character)
            }
        }
        if resolved == key.key && inline.count == key.inlineTexts.count { return nil }
        return Text.segments(parsed: Self.markdown(resolved), inlineTexts: inline)
    }

    /// Parsed inline Markdown of translated texts, by text: a `Text` resolved again (every render) is not
    /// parsed again. Cleared when it grows past 16,384 texts.
    private static let parsedMarkdown = Mutex<[String: [Text.Segment]]>([:])

    private static func markdown(_ text: String) -> [Text.Segment] {
        if let parsed = parsedMarkdown.withLock({ $0[text] }) { return parsed }
        let parsed = InlineMarkdown.segments(of: text)
        parsedMarkdown.withLock {
            if $0.count >= 16_384 { $0.removeAll(keepingCapacity: true) }
            $0[text] = parsed
        }
        return parsed
    }

    /// The format string among an entry's variations: an iPhone's device form, the plural form of the
    /// first numeric argument.
    static func choose(_ value: LocalizedEntry.Value, arguments: [LocalizedArgument], language: String) -> String {
        switch value {
        case .format(let format):
            return format
        case .device(let forms):
            guard let form = forms["iphone"] ?? forms["other"] ?? forms.sorted(by: { $0.key < $1.key }).first?.value else { return "" }
            return choose(form, arguments: arguments, language: language)
        case .plural(let forms):
            let category =
                arguments.first { $0.number != nil }.map {
                    PluralCategory.category(of: $0.number ?? 0, fractionDigits: $0.fractionDigits, language: language)
                } ?? .other
            guard let form = forms[category] ?? forms[.other] else { return "" }
            return choose(form, arguments: arguments, language: language)
        }
    }
}

extension Text {
    /// The text in `environment`'s language: each localised key's parts replaced by its translation,
    /// keeping the styles set on the text after it was made. A table that cannot be read is returned
    /// as the error, with the key's own text.
    func localized(in environment: EnvironmentValues, log: (String) -> Void) -> (text: Text, error: LocalizationError?) {
        guard segments.contains(where: { $0.localization != nil }) else { return (self, nil) }
        var out: [Segment] = []
        var error: LocalizationError?
        var index = 0
        while index < segments.count {
            let segment = segments[index]
            guard let source = segment.localization, source.partIndex == 0,
                index + source.partCount <= segments.count,
                segments[index..<(index + source.partCount)].enumerated().allSatisfy({ offset, part in
                    part.localization.map { $0.boxedKey === source.boxedKey && $0.partIndex == offset } ?? false
                })
            else {
                out.append(segment)
                index += 1
                continue
            }
            let group = segments[index..<(index + source.partCount)]
            do {
                if let translated = try source.translation(in: environment, log: log) {
                    // The style the whole text got after it was made (`.bold()` …) applies to the translation.
                    out += translated.map {
                        var part = $0
                        part.style.inherit(segment.style)
                        return part
                    }
                } else {
                    out += group
                }
            } catch let failure {
                error = error ?? failure
                out += group
            }
            index += source.partCount
        }
        return (Text(segments: out), error)
    }
}
