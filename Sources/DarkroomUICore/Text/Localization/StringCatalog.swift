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

    /// Parses catalog JSON; the error names what is wrong and where.
    init(data: Data, path: String) throws(LocalizationError) {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw LocalizationError(file: path, problem: "not valid JSON (\(error.localizedDescription))")
        }
        guard let root = json as? [String: Any] else {
            throw LocalizationError(file: path, problem: "not a JSON object")
        }
        guard let source = root["sourceLanguage"] as? String else {
            throw LocalizationError(file: path, problem: "no \"sourceLanguage\" string")
        }
        sourceLanguage = source
        entries = [:]
        guard let strings = root["strings"] else { return }
        guard let table = strings as? [String: Any] else {
            throw LocalizationError(file: path, problem: "\"strings\" is not an object")
        }
        for (key, value) in table {
            guard let string = value as? [String: Any] else {
                throw LocalizationError(file: path, problem: "key \"\(key)\" is not an object")
            }
            guard let localizations = string["localizations"] else {
                entries[key] = [:]  // In the catalog, not translated yet: the key is its own source text.
                continue
            }
            guard let languages = localizations as? [String: Any] else {
                throw LocalizationError(file: path, problem: "key \"\(key)\": \"localizations\" is not an object")
            }
            var byLanguage: [String: LocalizedEntry] = [:]
            for (language, unit) in languages {
                let context = "key \"\(key)\", language \"\(language)\""
                guard let unit = unit as? [String: Any] else {
                    throw LocalizationError(file: path, problem: "\(context) is not an object")
                }
                guard let value = try Self.value(unit, context: context, path: path) else { continue }
                var entry = LocalizedEntry(value: value)
                if let substitutions = unit["substitutions"] {
                    entry.substitutions = try Self.substitutions(substitutions, context: context, path: path)
                }
                byLanguage[language] = entry
            }
            entries[key] = byLanguage
        }
    }

    /// A localization's `stringUnit` or `variations`; nil when it has neither (nothing translated yet).
    private static func value(_ unit: [String: Any], context: String, path: String) throws(LocalizationError) -> LocalizedEntry.Value? {
        if let stringUnit = unit["stringUnit"] {
            guard let stringUnit = stringUnit as? [String: Any], let value = stringUnit["value"] as? String else {
                throw LocalizationError(file: path, problem: "\(context): \"stringUnit\" has no string \"value\"")
            }
            return .format(value)
        }
        guard let variations = unit["variations"] else { return nil }
        guard let kinds = variations as? [String: Any] else {
            throw LocalizationError(file: path, problem: "\(context): \"variations\" is not an object")
        }
        if let plural = kinds["plural"] {
            guard let forms = plural as? [String: Any] else {
                throw LocalizationError(file: path, problem: "\(context): plural variations are not an object")
            }
            var result: [PluralCategory: LocalizedEntry.Value] = [:]
            for (name, form) in forms {
                guard let category = PluralCategory(rawValue: name) else {
                    throw LocalizationError(file: path, problem: "\(context): unknown plural category \"\(name)\" (zero, one, two, few, many, other)")
                }
                guard let form = form as? [String: Any], let value = try Self.value(form, context: context + ", plural \(name)", path: path) else {
                    throw LocalizationError(file: path, problem: "\(context): plural \"\(name)\" has no \"stringUnit\"")
                }
                result[category] = value
            }
            return .plural(result)
        }
        if let device = kinds["device"] {
            guard let forms = device as? [String: Any] else {
                throw LocalizationError(file: path, problem: "\(context): device variations are not an object")
            }
            var result: [String: LocalizedEntry.Value] = [:]
            for (name, form) in forms {
                guard let form = form as? [String: Any], let value = try Self.value(form, context: context + ", device \(name)", path: path) else {
                    throw LocalizationError(file: path, problem: "\(context): device \"\(name)\" has no \"stringUnit\"")
                }
                result[name] = value
            }
            return .device(result)
        }
        let names = kinds.keys.sorted().joined(separator: ", ")
        throw LocalizationError(file: path, problem: "\(context): unknown variations \"\(names)\" (plural, device)")
    }

    private static func substitutions(_ value: Any, context: String, path: String) throws(LocalizationError) -> [String: LocalizedEntry.Substitution] {
        guard let table = value as? [String: Any] else {
            throw LocalizationError(file: path, problem: "\(context): \"substitutions\" is not an object")
        }
        var result: [String: LocalizedEntry.Substitution] = [:]
        for (name, item) in table {
            guard let item = item as? [String: Any] else {
                throw LocalizationError(file: path, problem: "\(context): substitution \"\(name)\" is not an object")
            }
            let argument = (item["argNum"] as? NSNumber)?.intValue
            let specifier = item["formatSpecifier"] as? String ?? "@"
            var forms: [PluralCategory: String] = [:]
            if let variations = item["variations"] as? [String: Any], let plural = variations["plural"] as? [String: Any] {
                for (category, form) in plural {
                    guard let category = PluralCategory(rawValue: category),
                        let form = form as? [String: Any], let unit = form["stringUnit"] as? [String: Any],
                        let text = unit["value"] as? String
                    else {
                        throw LocalizationError(file: path, problem: "\(context): substitution \"\(name)\" has an unreadable plural form \"\(category)\"")
                    }
                    forms[category] = text
                }
            }
            result[name] = LocalizedEntry.Substitution(argument: argument, specifier: specifier, forms: forms)
        }
        return result
    }
}
