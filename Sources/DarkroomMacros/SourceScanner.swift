/// Just enough of Swift's lexical structure to find the parts of a macro use: brackets matched across
/// string literals (interpolations, multi-line and raw strings included) and comments.
struct SourceScanner {
    let bytes: [UInt8]

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The index after whitespace and comments starting at `index`.
    func skipTrivia(from index: Int) -> Int {
        var i = index
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                i += 1
            } else if starts(with: "//", at: i) {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            } else if starts(with: "/*", at: i) {
                i = skipBlockComment(from: i)
            } else {
                break
            }
        }
        return i
    }

    func starts(with prefix: String, at index: Int) -> Bool {
        let p = Array(prefix.utf8)
        guard index >= 0, index + p.count <= bytes.count else { return false }
        return Array(bytes[index..<index + p.count]) == p
    }

    /// The index just past the bracket matching the one at `open` (`(`, `[` or `{`), or `nil`.
    func matchingClose(from open: Int) -> Int? {
        var depth = 0
        var i = open
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                i += 1
                if depth == 0 { return i }
                if depth < 0 { return nil }
            case UInt8(ascii: "\"") where isStringStart(i), UInt8(ascii: "#") where isStringStart(i):
                guard let end = skipString(from: i) else { return nil }
                i = end
            case UInt8(ascii: "/") where starts(with: "//", at: i) || starts(with: "/*", at: i):
                i = skipTrivia(from: i)
            default:
                i += 1
            }
        }
        return nil
    }

    /// Splits `range` at top-level occurrences of `separator` (outside brackets, strings and comments).
    func splitTopLevel(_ range: Range<Int>, separator: UInt8) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var i = range.lowerBound
        while i < range.upperBound {
            let c = bytes[i]
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                i = min(matchingClose(from: i) ?? range.upperBound, range.upperBound)
            } else if (c == UInt8(ascii: "\"") || c == UInt8(ascii: "#")) && isStringStart(i) {
                i = min(skipString(from: i) ?? range.upperBound, range.upperBound)
            } else if c == UInt8(ascii: "/") && (starts(with: "//", at: i) || starts(with: "/*", at: i)) {
                i = skipTrivia(from: i)
            } else if c == separator {
                parts.append(start..<i)
                i += 1
                start = i
            } else {
                i += 1
            }
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    private func skipBlockComment(from index: Int) -> Int {
        var depth = 0
        var i = index
        while i < bytes.count {
            if starts(with: "/*", at: i) {
                depth += 1
                i += 2
            } else if starts(with: "*/", at: i) {
                depth -= 1
                i += 2
                if depth == 0 { return i }
            } else {
                i += 1
            }
        }
        return i
    }

    private func isStringStart(_ index: Int) -> Bool {
        if bytes[index] == UInt8(ascii: "\"") { return true }
        var i = index
        while i < bytes.count, bytes[i] == UInt8(ascii: "#") { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "\"")
    }

    /// The index past the string literal starting at `index` (a `"`, `"""` or `#`s before either).
    private func skipString(from index: Int) -> Int? {
        var i = index
        var hashes = 0
        while bytes[i] == UInt8(ascii: "#") {
            hashes += 1
            i += 1
        }
        let multiline = starts(with: "\"\"\"", at: i)
        i += multiline ? 3 : 1
        let close = Array((multiline ? "\"\"\"" : "\"").utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while i < bytes.count {
            if Array(bytes[i..<min(i + escape.count, bytes.count)]) == escape {
                let after = i + escape.count
                if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                    guard let end = matchingClose(from: after) else { return nil }
                    i = end
                } else {
                    i = after + 1
                }
            } else if Array(bytes[i..<min(i + close.count, bytes.count)]) == close {
                return i + close.count
            } else if !multiline && bytes[i] == 0x0A {
                return nil
            } else {
                i += 1
            }
        }
        return nil
    }
}
