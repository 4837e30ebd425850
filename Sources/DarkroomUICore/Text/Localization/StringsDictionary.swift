import Foundation

/// A `.stringsdict` file (an XML property list): per key, `NSStringLocalizedFormatKey` with its
/// `%#@name@` plural rules (`NSStringPluralRuleType`), or device-specific forms
/// (`NSStringDeviceSpecificRuleType`).
enum StringsDictionary {
    static func parse(_ data: Data, path: String) throws(LocalizationError) -> [String: LocalizedEntry] {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw LocalizationError(file: path, problem: "not a property list (\(error.localizedDescription))")
        }
        guard let root = plist as? [String: Any] else { throw LocalizationError(file: path, problem: "not a dictionary of keys") }
        var entries: [String: LocalizedEntry] = [:]
        for (key, value) in root {
            guard let rule = value as? [String: Any] else {
                throw LocalizationError(file: path, problem: "key \"\(key)\" is not a dictionary")
            }
            if let device = rule["NSStringDeviceSpecificRuleType"] as? [String: Any] {
                var forms: [String: LocalizedEntry.Value] = [:]
                for (name, text) in device {
                    guard let text = text as? String else {
                        throw LocalizationError(file: path, problem: "key \"\(key)\": device \"\(name)\" is not a string")
                    }
                    forms[name] = .format(text)
                }
                entries[key] = LocalizedEntry(value: .device(forms))
                continue
            }
            guard let format = rule["NSStringLocalizedFormatKey"] as? String else {
                throw LocalizationError(file: path, problem: "key \"\(key)\" has no NSStringLocalizedFormatKey string")
            }
            var entry = LocalizedEntry(value: .format(format))
            for (name, item) in rule where name != "NSStringLocalizedFormatKey" {
                guard let item = item as? [String: Any] else { continue }
                guard item["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
                    let type = item["NSStringFormatSpecTypeKey"] as? String ?? "none"
                    throw LocalizationError(
                        file: path, problem: "key \"\(key)\": rule \"\(name)\" has the unsupported NSStringFormatSpecTypeKey \"\(type)\" (NSStringPluralRuleType)")
                }
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    if let text = item[category.rawValue] as? String { forms[category] = text }
                }
                entry.substitutions[name] = LocalizedEntry.Substitution(
                    argument: nil, specifier: item["NSStringFormatValueTypeKey"] as? String ?? "@", forms: forms
                )
            }
            entries[key] = entry
        }
        return entries
    }
}
