/// A small scanner over `Package.swift` text that finds the package-level `dependencies: [` and
/// `targets: [` arrays of the `Package(…)` call (comments and string literals skipped), enough to
/// insert an entry without compiling the manifest.
struct ManifestScanner {
    /// Where an array argument of `Package(…)` is.
    struct ArrayArgument: Equatable {
        /// The index of the label's first character.
        var labelStart: String.Index
        /// The index of the array's closing `]`.
        var closingBracket: String.Index
        /// The index of the last character of the array's last element, or of its trailing comma
        /// (comments skipped); `nil` when the array is empty.
        var lastSignificant: String.Index?
    }

    let text: String

    /// The `dependencies:` and `targets:` arguments of the `Package(` call, when present.
    func packageArguments() -> (dependencies: ArrayArgument?, targets: ArrayArgument?)? {
        let tokens = significantIndices()
        guard let call = findPackageCall(tokens) else { return nil }
        var depth = 0
        var dependencies: ArrayArgument?
        var targets: ArrayArgument?
        var index = call
        while index < tokens.count {
            let position = tokens[index]
            let character = text[position]
            switch character {
            case "(", "[", "{":
                depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return (dependencies, targets) }
            default:
                if depth == 1, character.isLetter, index == 0 || !isIdentifier(text[tokens[index - 1]]) {
                    let word = identifier(at: tokens, from: index)
                    if word.name == "dependencies" || word.name == "targets",
                        word.end < tokens.count, text[tokens[word.end]] == ":",
                        word.end + 1 < tokens.count, text[tokens[word.end + 1]] == "[",
                        let closing = matchingBracket(tokens, from: word.end + 1)
                    {
                        let argument = ArrayArgument(
                            labelStart: position, closingBracket: tokens[closing],
                            lastSignificant: closing == word.end + 2 ? nil : tokens[closing - 1]
                        )
                        if word.name == "dependencies" { dependencies = argument } else { targets = argument }
                        index = closing
                    }
                }
            }
            index += 1
        }
        return nil
    }

    // MARK: - Scanning

    /// The indices of every character outside comments, string literals and whitespace.
    private func significantIndices() -> [String.Index] {
        var result: [String.Index] = []
        var index = text.startIndex
        func peek(_ offset: Int) -> Character? {
            var i = index
            for _ in 0..<offset {
                guard i < text.endIndex else { return nil }
                i = text.index(after: i)
            }
            return i < text.endIndex ? text[i] : nil
        }
        while index < text.endIndex {
            let c = text[index]
            if c == "/" && peek(1) == "/" {
                while index < text.endIndex && text[index] != "\n" { index = text.index(after: index) }
                continue
            }
            if c == "/" && peek(1) == "*" {
                var depth = 0
                while index < text.endIndex {
                    if text[index] == "/" && peek(1) == "*" {
                        depth += 1
                        index = text.index(index, offsetBy: 2)
                        continue
                    }
                    if text[index] == "*" && peek(1) == "/" {
                        depth -= 1
                        index = text.index(index, offsetBy: 2)
                        if depth == 0 { break }
                        continue
                    }
                    index = text.index(after: index)
                }
                continue
            }
            if c == "\"" {
                let multiline = peek(1) == "\"" && peek(2) == "\""
                index = text.index(index, offsetBy: multiline ? 3 : 1)
                while index < text.endIndex {
                    if text[index] == "\\" {
                        index = text.index(after: index)
                        if index < text.endIndex { index = text.index(after: index) }
                        continue
                    }
                    if text[index] == "\"" && (!multiline || (peek(1) == "\"" && peek(2) == "\"")) {
                        index = text.index(index, offsetBy: multiline ? 3 : 1)
                        break
                    }
                    index = text.index(after: index)
                }
                continue
            }
            if !c.isWhitespace { result.append(index) }
            index = text.index(after: index)
        }
        return result
    }

    private func isIdentifier(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    private func identifier(at tokens: [String.Index], from start: Int) -> (name: String, end: Int) {
        var name = ""
        var index = start
        // Identifier characters are contiguous in the text: stop at a gap.
        while index < tokens.count, isIdentifier(text[tokens[index]]),
            index == start || text.index(after: tokens[index - 1]) == tokens[index]
        {
            name.append(text[tokens[index]])
            index += 1
        }
        return (name, index)
    }

    /// The token index of the `(` after `Package`.
    private func findPackageCall(_ tokens: [String.Index]) -> Int? {
        var index = 0
        while index < tokens.count {
            if text[tokens[index]] == "P", index == 0 || !isIdentifier(text[tokens[index - 1]]) {
                let word = identifier(at: tokens, from: index)
                if word.name == "Package", word.end < tokens.count, text[tokens[word.end]] == "(" { return word.end }
                index = max(word.end, index + 1)
                continue
            }
            index += 1
        }
        return nil
    }

    private func matchingBracket(_ tokens: [String.Index], from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            switch text[tokens[index]] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}
