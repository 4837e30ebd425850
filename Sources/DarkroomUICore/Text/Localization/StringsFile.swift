import Foundation

/// A `.strings` file (`"key" = "value";` pairs with C comments), parsed by Darkroom itself so that it
/// reads the same everywhere: UTF-8, or UTF-16 with a byte-order mark; quoted or bare keys; the
/// escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\uXXXX` and `\UXXXX`.
enum StringsFile {
    /// The pairs of a `.strings` file; the error names the line of the first problem.
    static func parse(_ data: Data, path: String) throws(LocalizationError) -> [String: String] {
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let decoded = String(data: data, encoding: .utf16) else {
                throw LocalizationError(file: path, problem: "not valid UTF-16")
            }
            text = decoded
        } else {
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw LocalizationError(file: path, problem: "neither UTF-8 nor UTF-16 with a byte-order mark")
            }
            text = decoded.hasPrefix("\u{FEFF}") ? String(decoded.dropFirst()) : decoded
        }
        var scanner = Scanner(scalars: Array(text.unicodeScalars), path: path)
        var pairs: [String: String] = [:]
        while true {
            try scanner.skipTrivia()
            guard !scanner.atEnd else { break }
            let key = try scanner.string()
            try scanner.skipTrivia()
            let value: String
            if scanner.peek == ";" {
                value = key  // `"key";` means the key is its own value.
            } else {
                try scanner.expect("=")
                try scanner.skipTrivia()
                value = try scanner.string()
                try scanner.skipTrivia()
            }
            try scanner.expect(";")
            pairs[key] = value
        }
        return pairs
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let path: String
        var index = 0

        var atEnd: Bool { index >= scalars.count }
        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        var line: Int { scalars[..<min(index, scalars.count)].reduce(1) { $1 == "\n" ? $0 + 1 : $0 } }

        func failure(_ problem: String) -> LocalizationError {
            LocalizationError(file: path, problem: "line \(line): \(problem)")
        }

        mutating func skipTrivia() throws(LocalizationError) {
            while let c = peek {
                if c.properties.isWhitespace {
                    index += 1
                    continue
                }
                if c == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let d = peek, d != "\n" {
                        _ = d
                        index += 1
                    }
                    continue
                }
                if c == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    index += 2
                    while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                    guard index + 1 < scalars.count else { throw failure("a comment is not closed") }
                    index += 2
                    continue
                }
                return
            }
        }

        mutating func expect(_ character: Unicode.Scalar) throws(LocalizationError) {
            guard peek == character else {
                throw failure("expected \"\(character)\" but found \(peek.map { "\"\($0)\"" } ?? "the end of the file")")
            }
            index += 1
        }

        /// A quoted string, or a bare word of letters, digits and `_.-/:`.
        mutating func string() throws(LocalizationError) -> String {
            guard let first = peek else { throw failure("expected a string but found the end of the file") }
            if first != "\"" {
                var word = String.UnicodeScalarView()
                while let c = peek, c.properties.isAlphabetic || ("0"..."9").contains(c) || "_.-/:$".unicodeScalars.contains(c) {
                    word.append(c)
                    index += 1
                }
                guard !word.isEmpty else { throw failure("expected a quoted string but found \"\(first)\"") }
                return String(word)
            }
            index += 1
            var result = String.UnicodeScalarView()
            while true {
                guard let c = peek else { throw failure("a string is not closed") }
                index += 1
                if c == "\"" { return String(result) }
                guard c == "\\" else {
                    result.append(c)
                    continue
                }
                guard let escaped = peek else { throw failure("a string ends in a backslash") }
                index += 1
                switch escaped {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "0": result.append("\u{0}")
                case "u", "U":
                    var hex = ""
                    while hex.count < 4, let d = peek, d.properties.isASCIIHexDigit {
                        hex.unicodeScalars.append(d)
                        index += 1
                    }
                    guard hex.count == 4, let value = UInt32(hex, radix: 16) else { throw failure("\\\(escaped) needs four hexadecimal digits") }
                    // A surrogate pair written as two escapes.
                    if (0xD800...0xDBFF).contains(value), peek == "\\", index + 5 < scalars.count,
                        scalars[index + 1] == "u" || scalars[index + 1] == "U",
                        let low = UInt32(String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 6)])), radix: 16),
                        (0xDC00...0xDFFF).contains(low)
                    {
                        index += 6
                        let combined = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        if let scalar = Unicode.Scalar(combined) { result.append(scalar) }
                    } else if let scalar = Unicode.Scalar(value) {
                        result.append(scalar)
                    } else {
                        throw failure("\\\(escaped)\(hex) is not a character")
                    }
                default: result.append(escaped)
                }
            }
        }
    }
}
