/// The Swift names Xcode's generated asset symbols give asset catalogue entries (Xcode 15's "Generate Swift Asset
/// Symbols"): `brand-primary`, `Brand Primary` and `brand_primary` become `brandPrimary`; a colour's trailing
/// `Color` and an image's trailing `Image` are dropped (`primaryColor` → `primary`, `heroImage` → `hero`) unless
/// nothing would be left; a name starting with a digit gets a leading underscore (`1stPlace` → `_1stPlace`); a
/// Swift keyword is escaped with backticks (`default` → `` `default` ``). A namespace folder becomes a type named
/// in upper camel case (`app-icons` → `AppIcons`).
public enum AssetSymbolNaming {
    /// The kind of asset a symbol names.
    public enum Kind: Sendable {
        case color
        case image

        var suffix: String {
            switch self {
            case .color: "Color"
            case .image: "Image"
            }
        }
    }

    /// The member name for an asset, or nil when the name holds no letter or digit.
    public static func memberName(for assetName: String, kind: Kind) -> String? {
        guard var name = lowerCamelCase(assetName) else { return nil }
        // Only a camel-case `…Color` is a suffix (`backgroundcolor` is one word).
        if name.hasSuffix(kind.suffix), name.count > kind.suffix.count { name = String(name.dropLast(kind.suffix.count)) }
        return escaped(name)
    }

    /// The type name for a namespace folder, or nil when the name holds no letter or digit.
    public static func typeName(for folderName: String) -> String? {
        guard let words = words(folderName) else { return nil }
        let name = words.map(capitalizingFirst).joined()
        return escaped(name)
    }

    /// `name` with a leading underscore before a digit and backticks around a keyword.
    static func escaped(_ name: String) -> String {
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// The words of a name: runs of letters and digits between any other characters.
    static func words(_ name: String) -> [String]? {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.isEmpty ? nil : words
    }

    /// The words joined in lower camel case; the first word's leading capitals are lowered (`URLIcon` → `urlIcon`,
    /// `Brand` → `brand`), the inner capitals of later words kept (`brand-darkBlue` → `brandDarkBlue`).
    static func lowerCamelCase(_ name: String) -> String? {
        guard let words = words(name) else { return nil }
        return lowercasingLeadingCapitals(words[0]) + words.dropFirst().map(capitalizingFirst).joined()
    }

    static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        guard end > 0 else { return word }
        // In `URLIcon` the capital run is `URLI`; its last capital starts the next word (`Icon`).
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    /// Swift's keywords and the names a member cannot take unescaped.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "any", "some", "await", "consume",
        "copy", "discard", "borrowing", "consuming", "Self", "Type", "Protocol",
    ]
}
