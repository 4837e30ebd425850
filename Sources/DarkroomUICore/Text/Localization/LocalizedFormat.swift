import Foundation

/// Formats a translated string with a key's arguments, as `String(format:)` and Foundation's plural
/// rules would on iOS: `%@`, `%d`/`%i`/`%u`/`%ld`/`%lld`/`%llu`, `%f`/`%lf`/`%e`/`%g` (with width
/// and precision), `%%`, positional `%2$@`, and `%#@name@` substitutions whose form is chosen by
/// the argument's plural category. Arguments are shown as the key's text rendered them, unless the
/// translation asks for another precision or width.
struct LocalizedFormat {
    let arguments: [LocalizedArgument]
    let substitutions: [String: LocalizedEntry.Substitution]
    let language: String

    /// `format` with its specifiers replaced.
    func format(_ format: String) -> String {
        var next = 0
        return render(format, next: &next)
    }

    private func render(_ format: String, next: inout Int, substituted: Int? = nil) -> String {
        var output = ""
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                output.append(character)
                index = format.index(after: index)
                continue
            }
            var cursor = format.index(after: index)
            guard cursor < format.endIndex else {
                output.append("%")
                break
            }
            if format[cursor] == "%" {
                output.append("%")
                index = format.index(after: cursor)
                continue
            }
            // `%arg` in a substitution's form: the substituted argument itself.
            if let substituted, format[cursor...].hasPrefix("arg") {
                output += argument(at: substituted, specifier: nil)
                index = format.index(cursor, offsetBy: 3)
                continue
            }
            // Position: `n$`.
            var position: Int?
            let digits = format[cursor...].prefix { $0.isNumber }
            if !digits.isEmpty, let dollar = format.index(cursor, offsetBy: digits.count, limitedBy: format.endIndex),
                dollar < format.endIndex, format[dollar] == "$"
            {
                position = Int(digits).map { $0 - 1 }
                cursor = format.index(after: dollar)
            }
            // A substitution: `%#@name@`.
            if format[cursor...].hasPrefix("#@"), let end = format[format.index(cursor, offsetBy: 2)...].firstIndex(of: "@") {
                let name = String(format[format.index(cursor, offsetBy: 2)..<end])
                let substitution = substitutions[name]
                let argumentIndex = substitution?.argument.map { $0 - 1 } ?? position ?? next
                if substitution?.argument == nil && position == nil { next += 1 }
                output += substitute(name: name, substitution: substitution, argument: argumentIndex)
                index = format.index(after: end)
                continue
            }
            // Flags, width, precision, length, conversion.
            var specifierEnd = cursor
            while specifierEnd < format.endIndex, "-+ #0123456789.'".contains(format[specifierEnd]) {
                specifierEnd = format.index(after: specifierEnd)
            }
            while specifierEnd < format.endIndex, "hlqLztj".contains(format[specifierEnd]) {
                specifierEnd = format.index(after: specifierEnd)
            }
            guard specifierEnd < format.endIndex else {
                output += format[index...]
                break
            }
            let conversion = format[specifierEnd]
            guard "@dDiuUxXoOfFeEgGaAcCsSp".contains(conversion) else {
                output += format[index...specifierEnd]
                index = format.index(after: specifierEnd)
                continue
            }
            let specifier = "%" + format[cursor...specifierEnd]
            let argumentIndex = position ?? next
            if position == nil { next += 1 }
            output += argument(at: argumentIndex, specifier: specifier)
            index = format.index(after: specifierEnd)
        }
        return output
    }

    /// The argument at `index`, as the key's text rendered it, or reformatted when `specifier` asks
    /// for a width or precision of a number.
    private func argument(at index: Int, specifier: String?) -> String {
        guard arguments.indices.contains(index) else { return "" }
        let argument = arguments[index]
        guard let specifier, let number = argument.number,
            specifier.dropFirst().contains(where: { $0 == "." || ("1"..."9").contains($0) })
        else {
            return argument.rendered
        }
        let posix = Locale(identifier: "en_US_POSIX")
        switch specifier.last {
        case "f", "F", "e", "E", "g", "G":
            return String(format: specifier.replacingOccurrences(of: "l", with: ""), locale: posix, number)
        case "d", "i", "u":
            let base = specifier.filter { !"lqhzjt".contains($0) }.dropLast()
            return String(format: base + "lld", locale: posix, Int64(number))
        default:
            return argument.rendered
        }
    }

    private func substitute(name: String, substitution: LocalizedEntry.Substitution?, argument index: Int) -> String {
        guard let substitution else { return "%#@\(name)@" }
        let value = arguments.indices.contains(index) ? arguments[index] : nil
        let category =
            value.flatMap { value in
                value.number.map { PluralCategory.category(of: $0, fractionDigits: value.fractionDigits, language: language) }
            } ?? .other
        let form = substitution.forms[category] ?? substitution.forms[.other] ?? ""
        // The form's own specifier (`%lld`, `%d`, `%arg`) is the substituted argument.
        let single = LocalizedFormat(arguments: value.map { [$0] } ?? [], substitutions: substitutions, language: language)
        var first = 0
        return single.render(form, next: &first, substituted: 0)
    }
}
