/// `@Entry`: a custom `EnvironmentValues` (or `Transaction`, `FocusedValues`, `ContainerValues`) entry
/// without a hand-written key.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var cardStyle: CardStyle = .plain
/// }
/// ```
/// adds the accessors `get { self[__Key_cardStyle.self] } set { self[__Key_cardStyle.self] = newValue }`
/// and the peer `private struct __Key_cardStyle: DarkroomUI.EnvironmentKey { static var defaultValue: CardStyle { .plain } }`,
/// the names SwiftUI's macro uses.
enum EntryMacro {
    static func expand(_ request: MacroRequest) -> Result<String, MacroError> {
        guard let property = Property(request.source) else {
            return .failure(MacroError("@Entry applies to a 'var' with a type and a default value: '@Entry var name: Type = value'", at: request.location))
        }
        let key = "__Key_\(property.name)"
        switch request.role {
        case "accessor":
            return .success("get { self[\(key).self] }\nset { self[\(key).self] = newValue }")
        case "peer":
            guard let type = property.type else {
                return .failure(MacroError("@Entry var \(property.name): add a type annotation ('@Entry var \(property.name): Type = …')", at: request.location))
            }
            let value = property.defaultValue ?? (type.hasSuffix("?") ? "nil" : nil)
            guard let value else {
                return .failure(MacroError("@Entry var \(property.name): give a default value ('= …'), or make the type optional", at: request.location))
            }
            let container = enclosingType(request.lexicalContext)
            let keyProtocol: String
            switch container {
            case "Transaction": keyProtocol = "DarkroomUI.TransactionKey"
            case "FocusedValues": keyProtocol = "DarkroomUI.FocusedValueKey"
            case "ContainerValues": keyProtocol = "DarkroomUI.ContainerValueKey"
            default: keyProtocol = "DarkroomUI.EnvironmentKey"
            }
            let valueType = container == "FocusedValues" && type.hasSuffix("?") ? String(type.dropLast()) : type
            return .success(
                """
                private struct \(key): \(keyProtocol) {
                    typealias Value = \(valueType)
                    static var defaultValue: \(type) { \(value) }
                }
                """)
        default:
            return .failure(MacroError("@Entry: unexpected macro role '\(request.role)'", at: request.location))
        }
    }

    /// The type an `extension X` or `struct X` lexical context names (the innermost one).
    static func enclosingType(_ contexts: [String]) -> String? {
        for context in contexts {
            let words = context.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "{" || $0 == ":" || $0 == "\t" })
            if let index = words.firstIndex(where: { ["extension", "struct", "class", "enum"].contains($0) }), index + 1 < words.count {
                return String(words[index + 1].split(separator: ".").last ?? words[index + 1])
            }
        }
        return nil
    }

    /// `var name: Type = value` read from the declaration's source.
    struct Property {
        var name: String
        var type: String?
        var defaultValue: String?

        init?(_ source: String) {
            let scanner = SourceScanner(source)
            let whole = 0..<scanner.bytes.count
            // Find the `var` keyword at the top level.
            let words = scanner.splitTopLevel(whole, separator: UInt8(ascii: " "))
            guard
                let varIndex = words.firstIndex(where: {
                    scanner.text($0).trimmingWhitespace.hasSuffix("var") && scanner.text($0).trimmingWhitespace.split(separator: "\n").last == "var"
                })
            else { return nil }
            let afterVar = words[varIndex].upperBound..<scanner.bytes.count
            let assignment = scanner.splitTopLevel(afterVar, separator: UInt8(ascii: "="))
            let declaration = scanner.text(assignment[0])
            defaultValue =
                assignment.count > 1
                ? scanner.text(assignment[1].lowerBound..<assignment.last!.upperBound).trimmingWhitespace : nil
            let parts = declaration.split(separator: ":", maxSplits: 1)
            name = parts.first.map { String($0).trimmingWhitespace } ?? ""
            type = parts.count > 1 ? String(parts[1]).trimmingWhitespace : nil
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        }
    }
}
