import Foundation

/// The inline Markdown SwiftUI applies to `Text` string literals, in the subset that matters for screens:
/// `*italic*` / `_italic_`, `**bold**` / `__bold__`, `***both***`, `~~strikethrough~~`, `` `code` `` (monospaced),
/// `[link](url)` (the link text in the tint colour) and backslash escapes. Emphasis follows CommonMark's
/// flanking rules (so `5 * 3 * 2` stays as written) with matching delimiter runs of equal length; anything
/// unmatched is shown literally. Block syntax (headings, lists) is not Markdown in SwiftUI `Text` either.
enum InlineMarkdown {
    /// The styled parts of `source`.
    static func segments(of source: String) -> [Text.Segment] {
        // Most keys hold none of the characters Markdown gives a meaning to: they are one plain segment (what
        // the parser below makes of them too), found without splitting the string into characters.
        if !source.utf8.contains(where: isMarkupByte) {
            return [Text.Segment(string: source, style: TextRunStyle())]
        }
        var out: [Text.Segment] = []
        parse(Array(source)[...], style: TextRunStyle(), depth: 0, into: &out)
        return out.isEmpty ? [Text.Segment(string: "", style: TextRunStyle())] : out
    }

    private static let maximumDepth = 16

    /// Whether `byte` can start Markdown syntax in `parse`: `\\` (escape), `` ` `` (code), `[` (link), `*`, `_`
    /// (emphasis), `~` (strikethrough).
    private static func isMarkupByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    private static func parse(_ s: ArraySlice<Character>, style: TextRunStyle, depth: Int, into out: inout [Text.Segment]) {
        var literal = ""
        func flush() {
            guard !literal.isEmpty else { return }
            append(literal, style, to: &out)
            literal = ""
        }
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            if c == "\\", i + 1 < s.endIndex, isASCIIPunctuation(s[i + 1]) {
                literal.append(s[i + 1])
                i += 2
                continue
            }
            if c == "`" {
                let n = runLength(s, at: i)
                if let close = findCodeClose(s, from: i + n, length: n) {
                    flush()
                    var code = String(s[(i + n)..<close])
                    if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    var codeStyle = style
                    codeStyle.isMonospaced = true
                    append(code, codeStyle, to: &out)
                    i = close + n
                } else {
                    literal += String(repeating: "`", count: n)
                    i += n
                }
                continue
            }
            if c == "[", depth < maximumDepth, let link = findLink(s, at: i) {
                flush()
                var linkStyle = style
                linkStyle.color = .tint
                parse(s[(i + 1)..<link.textEnd], style: linkStyle, depth: depth + 1, into: &out)
                i = link.end
                continue
            }
            if c == "*" || c == "_" || c == "~" {
                let n = runLength(s, at: i)
                let usable = (c == "~" && n == 2) || (c != "~" && n <= 3)
                if usable, depth < maximumDepth, opens(s, at: i, length: n),
                    let close = findClose(s, from: i + n, char: c, length: n)
                {
                    flush()
                    var inner = style
                    if c == "~" {
                        inner.strikethrough = TextRunStyle.Decoration(isActive: true, color: nil)
                    } else {
                        if n != 2 { inner.isItalic = true }
                        if n >= 2 { inner.isBold = true }
                    }
                    parse(s[(i + n)..<close], style: inner, depth: depth + 1, into: &out)
                    i = close + n
                } else {
                    literal += String(repeating: String(c), count: n)
                    i += n
                }
                continue
            }
            literal.append(c)
            i += 1
        }
        flush()
    }

    private static func append(_ string: String, _ style: TextRunStyle, to out: inout [Text.Segment]) {
        if let last = out.last, last.style == style {
            out[out.count - 1].string += string
        } else {
            out.append(Text.Segment(string: string, style: style))
        }
    }

    private static func runLength(_ s: ArraySlice<Character>, at i: Int) -> Int {
        var j = i
        while j < s.endIndex, s[j] == s[i] { j += 1 }
        return j - i
    }

    /// Left-flanking (CommonMark): followed by a non-space, and not a punctuation-after-word case; `_` not inside a word.
    private static func opens(_ s: ArraySlice<Character>, at i: Int, length n: Int) -> Bool {
        let next = i + n < s.endIndex ? s[i + n] : nil
        let previous = i > s.startIndex ? s[i - 1] : nil
        guard let next, !next.isWhitespace else { return false }
        if isPunctuation(next), let previous, !previous.isWhitespace, !isPunctuation(previous) { return false }
        if s[i] == "_", let previous, previous.isLetter || previous.isNumber { return false }
        return true
    }

    /// Right-flanking: preceded by a non-space; `_` not followed by a letter or digit.
    private static func closes(_ s: ArraySlice<Character>, at i: Int, length n: Int) -> Bool {
        let previous = i > s.startIndex ? s[i - 1] : nil
        let next = i + n < s.endIndex ? s[i + n] : nil
        guard let previous, !previous.isWhitespace else { return false }
        if isPunctuation(previous), let next, !next.isWhitespace, !isPunctuation(next) { return false }
        if s[i] == "_", let next, next.isLetter || next.isNumber { return false }
        return true
    }

    private static func findClose(_ s: ArraySlice<Character>, from start: Int, char: Character, length n: Int) -> Int? {
        var j = start
        while j < s.endIndex {
            if s[j] == "\\" {
                j += 2
                continue
            }
            if s[j] == "`" {
                let m = runLength(s, at: j)
                j = (findCodeClose(s, from: j + m, length: m).map { $0 + m }) ?? (j + m)
                continue
            }
            if s[j] == char {
                let m = runLength(s, at: j)
                if m == n, j > start, closes(s, at: j, length: m) { return j }
                j += m
                continue
            }
            j += 1
        }
        return nil
    }

    private static func findCodeClose(_ s: ArraySlice<Character>, from start: Int, length n: Int) -> Int? {
        var j = start
        while j < s.endIndex {
            if s[j] == "`" {
                let m = runLength(s, at: j)
                if m == n { return j }
                j += m
            } else {
                j += 1
            }
        }
        return nil
    }

    /// `[text](destination)` starting at `i`: where the text ends (the `]`) and where the link ends.
    private static func findLink(_ s: ArraySlice<Character>, at i: Int) -> (textEnd: Int, end: Int)? {
        var j = i + 1
        var depth = 0
        while j < s.endIndex {
            if s[j] == "\\" {
                j += 2
                continue
            }
            if s[j] == "[" { depth += 1 }
            if s[j] == "]" {
                if depth == 0 { break }
                depth -= 1
            }
            j += 1
        }
        guard j < s.endIndex, j + 1 < s.endIndex, s[j + 1] == "(" else { return nil }
        var k = j + 2
        while k < s.endIndex, s[k] != ")" {
            if s[k].isWhitespace { return nil }
            k += 1
        }
        guard k < s.endIndex else { return nil }
        return (j, k + 1)
    }

    private static func isASCIIPunctuation(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return (33...47).contains(a) || (58...64).contains(a) || (91...96).contains(a) || (123...126).contains(a)
    }

    private static func isPunctuation(_ c: Character) -> Bool {
        c.isPunctuation || c.isSymbol
    }
}
