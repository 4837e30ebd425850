import Foundation

/// A String Catalog (`.xcstrings`), read directly: SwiftPM on Linux copies catalogs into the resource
/// bundle as they are, where Xcode would compile them into `.strings` and `.stringsdict` files.
///
/// Read: each key's `stringUnit`, plural and device `variations` (nested in either order) and
/// `substitutions` (`%#@name@` with `argNum`, `formatSpecifier` and plural forms), per language.
/// A key without a unit in the source language means the key itself.
struct StringCatalog: Sendable {
    /// The catalog's source language (`sourceLanguage`).
    var sourceLanguage: String
    /// Entries by key, then by language.
    var entries: [String: [String: LocalizedEntry]]

    /// Parses catalog JSON; the error names what is wrong and where. The JSON is read in one pass
    /// with ``JSONScanner`` (no dictionaries of `Any`: a 2,000-key catalog loads in milliseconds).
    init(data: Data, path: String) throws(LocalizationError) {
        var scanner = JSONScanner(bytes: Self.utf8(data), path: path)
        guard try scanner.peekKind() == .object else {
            throw LocalizationError(file: path, problem: "not a JSON object")
        }
        var source: String?
        var entries: [String: [String: LocalizedEntry]] = [:]
        try scanner.forEachMember { scanner, name throws(LocalizationError) in
            switch name {
            case "sourceLanguage" where try scanner.peekKind() == .string:
                source = try scanner.readString()
            case "strings":
                guard try scanner.peekKind() == .object else {
                    throw LocalizationError(file: path, problem: "\"strings\" is not an object")
                }
                entries.reserveCapacity(1024)
                try scanner.forEachMember { scanner, key throws(LocalizationError) in
                    entries[key] = try Self.entry(&scanner, key: key, path: path)
                }
            default:
                try scanner.skipValue()
            }
        }
        try scanner.expectEnd()
        guard let source else {
            throw LocalizationError(file: path, problem: "no \"sourceLanguage\" string")
        }
        sourceLanguage = source
        self.entries = entries
    }

    /// The catalog's bytes as UTF-8: as they are, or converted from UTF-16 with a byte order mark.
    private static func utf8(_ data: Data) -> [UInt8] {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]), let text = String(data: data, encoding: .utf16) {
            return Array(text.utf8)
        }
        return [UInt8](data)
    }

    /// One key's localizations by language; empty when it has none (in the catalog, not translated yet:
    /// the key is its own source text).
    private static func entry(_ scanner: inout JSONScanner, key: String, path: String) throws(LocalizationError) -> [String: LocalizedEntry] {
        guard try scanner.peekKind() == .object else {
            throw LocalizationError(file: path, problem: "key \"\(key)\" is not an object")
        }
        var byLanguage: [String: LocalizedEntry] = [:]
        try scanner.forEachMember { scanner, name throws(LocalizationError) in
            guard name == "localizations" else { return try scanner.skipValue() }
            guard try scanner.peekKind() == .object else {
                throw LocalizationError(file: path, problem: "key \"\(key)\": \"localizations\" is not an object")
            }
            try scanner.forEachMember { scanner, language throws(LocalizationError) in
                let context = "key \"\(key)\", language \"\(language)\""
                guard try scanner.peekKind() == .object else {
                    throw LocalizationError(file: path, problem: "\(context) is not an object")
                }
                let unit = try Self.unit(&scanner, context: context, path: path, readsSubstitutions: true)
                if let value = unit.value {
                    byLanguage[language] = LocalizedEntry(value: value, substitutions: unit.substitutions)
                } else {
                    byLanguage[language] = nil
                }
            }
        }
        return byLanguage
    }

    /// A localization (or a variation's form): its `stringUnit` or `variations`, nil when it has
    /// neither (nothing translated yet), and its `substitutions`.
    private static func unit(
        _ scanner: inout JSONScanner, context: String, path: String, readsSubstitutions: Bool
    ) throws(LocalizationError) -> (value: LocalizedEntry.Value?, substitutions: [String: LocalizedEntry.Substitution]) {
        var format: String?
        var variations: Int?
        var substitutions: [String: LocalizedEntry.Substitution] = [:]
        try scanner.forEachMember { scanner, name throws(LocalizationError) in
            switch name {
            case "stringUnit":
                format = try Self.stringUnitValue(&scanner)
                if format == nil {
                    throw LocalizationError(file: path, problem: "\(context): \"stringUnit\" has no string \"value\"")
                }
            case "variations":
                variations = scanner.offset
                try scanner.skipValue()
            case "substitutions" where readsSubstitutions:
                substitutions = try Self.substitutions(&scanner, context: context, path: path)
            default:
                try scanner.skipValue()
            }
        }
        if let format { return (.format(format), substitutions) }
        guard let variations else { return (nil, substitutions) }
        // Read where they are now that a string unit is known to be absent; then carry on after the unit.
        let end = scanner.offset
        scanner.offset = variations
        let value = try Self.variations(&scanner, context: context, path: path)
        scanner.offset = end
        return (value, substitutions)
    }

    /// A `stringUnit`'s `value`; nil when the unit is not an object or has no string value.
    private static func stringUnitValue(_ scanner: inout JSONScanner) throws(LocalizationError) -> String? {
        guard try scanner.peekKind() == .object else {
            try scanner.skipValue()
            return nil
        }
        var value: String?
        try scanner.forEachMember { scanner, name throws(LocalizationError) in
            if name == "value", try scanner.peekKind() == .string {
                value = try scanner.readString()
            } else {
                try scanner.skipValue()
            }
        }
        return value
    }

    /// A localization's `variations`: by plural category or by device (nested in either order).
    private static func variations(_ scanner: inout JSONScanner, context: String, path: String) throws(LocalizationError) -> LocalizedEntry.Value {
        guard try scanner.peekKind() == .object else {
            throw LocalizationError(file: path, problem: "\(context): \"variations\" is not an object")
        }
        var names: [String] = []
        var plural: Int?
        var device: Int?
        try scanner.forEachMember { scanner, name throws(LocalizationError) in
            names.append(name)
            if name == "plural" { plural = scanner.offset }
            if name == "device" { device = scanner.offset }
            try scanner.skipValue()
        }
        if let plural {
            scanner.offset = plural
            guard try scanner.peekKind() == .object else {
                throw LocalizationError(file: path, problem: "\(context): plural variations are not an object")
            }
            var result: [PluralCategory: LocalizedEntry.Value] = [:]
            try scanner.forEachMember { scanner, name throws(LocalizationError) in
                guard let category = PluralCategory(rawValue: name) else {
                    throw LocalizationError(file: path, problem: "\(context): unknown plural category \"\(name)\" (zero, one, two, few, many, other)")
                }
                result[category] = try Self.form(&scanner, context: context, kind: "plural", name: name, path: path)
            }
            return .plural(result)
        }
        if let device {
            scanner.offset = device
            guard try scanner.peekKind() == .object else {
                throw LocalizationError(file: path, problem: "\(context): device variations are not an object")
            }
            var result: [String: LocalizedEntry.Value] = [:]
            try scanner.forEachMember { scanner, name throws(LocalizationError) in
                result[name] = try Self.form(&scanner, context: context, kind: "device", name: name, path: path)
            }
            return .device(result)
        }
        throw LocalizationError(file: path, problem: "\(context): unknown variations \"\(names.sorted().joined(separator: ", "))\" (plural, device)")
    }

    /// One plural or device form: a unit with a `stringUnit` or nested variations.
    private static func form(_ scanner: inout JSONScanner, context: String, kind: String, name: String, path: String) throws(LocalizationError) -> LocalizedEntry.Value {
        let missing = LocalizationError(file: path, problem: "\(context): \(kind) \"\(name)\" has no \"stringUnit\"")
        guard try scanner.peekKind() == .object else { throw missing }
        guard let value = try Self.unit(&scanner, context: context + ", \(kind) \(name)", path: path, readsSubstitutions: false).value else {
            throw missing
        }
        return value
    }

    private static func substitutions(_ scanner: inout JSONScanner, context: String, path: String) throws(LocalizationError) -> [String: LocalizedEntry.Substitution] {
        guard try scanner.peekKind() == .object else {
            throw LocalizationError(file: path, problem: "\(context): \"substitutions\" is not an object")
        }
        var result: [String: LocalizedEntry.Substitution] = [:]
        try scanner.forEachMember { scanner, name throws(LocalizationError) in
            guard try scanner.peekKind() == .object else {
                throw LocalizationError(file: path, problem: "\(context): substitution \"\(name)\" is not an object")
            }
            var substitution = LocalizedEntry.Substitution(argument: nil, specifier: "@", forms: [:])
            try scanner.forEachMember { scanner, field throws(LocalizationError) in
                switch (field, try scanner.peekKind()) {
                case ("argNum", .number):
                    substitution.argument = try scanner.readInteger()
                case ("formatSpecifier", .string):
                    substitution.specifier = try scanner.readString()
                case ("variations", .object):
                    try scanner.forEachMember { scanner, kind throws(LocalizationError) in
                        guard kind == "plural", try scanner.peekKind() == .object else { return try scanner.skipValue() }
                        try scanner.forEachMember { scanner, category throws(LocalizationError) in
                            let unreadable = LocalizationError(
                                file: path, problem: "\(context): substitution \"\(name)\" has an unreadable plural form \"\(category)\"")
                            guard let plural = PluralCategory(rawValue: category), try scanner.peekKind() == .object else { throw unreadable }
                            var text: String?
                            try scanner.forEachMember { scanner, member throws(LocalizationError) in
                                if member == "stringUnit" { text = try Self.stringUnitValue(&scanner) } else { try scanner.skipValue() }
                            }
                            guard let text else { throw unreadable }
                            substitution.forms[plural] = text
                        }
                    }
                default:
                    try scanner.skipValue()
                }
            }
            result[name] = substitution
        }
        return result
    }
}
