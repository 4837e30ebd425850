import Foundation

/// The test functions of a Swift source file and the types around them, read with a small
/// brace-aware scanner (comments and string literals skipped) — enough to name references the way
/// Darkroom does, without compiling the file.
public struct TestFileOutline: Sendable, Equatable {
    /// One function declared inside a type (or at file scope).
    public struct Function: Sendable, Equatable {
        /// The function's name, without its parameters.
        public var name: String
        /// The enclosing types, outermost first (an `extension A.B` counts as `A`, `B`).
        public var enclosingTypes: [String]
        /// Whether the innermost enclosing type is a class (XCTest test cases are).
        public var inClass: Bool
        /// Whether the function carries `@Test`.
        public var isSwiftTestingTest: Bool
        /// Whether its `@Test` takes `arguments:` (a parameterised test).
        public var isParameterized: Bool

        /// Whether XCTest would run it: a `test…` method of a class, without `@Test`.
        public var isXCTestMethod: Bool { inClass && !isSwiftTestingTest && name.hasPrefix("test") }
    }

    public var functions: [Function]

    /// Scans Swift source text.
    public init(source: String) {
        var functions: [Function] = []
        let scalars = Array(source.unicodeScalars)
        var index = 0
        // The open braces: a type's name(s) and kind, or nil for any other block.
        var stack: [(names: [String], isClass: Bool)?] = []
        var pendingType: (names: [String], isClass: Bool)?
        var sawTest = false
        var sawArguments = false
        var attributeDepth = 0
        var lastWords: [String] = []

        func isIdentifierScalar(_ s: Unicode.Scalar) -> Bool {
            s == "_" || CharacterSet.alphanumerics.contains(s)
        }

        while index < scalars.count {
            let c = scalars[index]
            let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
            // Comments.
            if c == "/" && next == "/" {
                while index < scalars.count && scalars[index] != "\n" { index += 1 }
                continue
            }
            if c == "/" && next == "*" {
                var depth = 0
                while index < scalars.count {
                    if scalars[index] == "/" && index + 1 < scalars.count && scalars[index + 1] == "*" {
                        depth += 1
                        index += 2
                        continue
                    }
                    if scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/" {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                        continue
                    }
                    index += 1
                }
                continue
            }
            // String literals (single-line and multi-line, raw delimiters ignored beyond the quotes).
            if c == "\"" {
                let multi = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
                if multi {
                    index += 3
                    while index + 2 < scalars.count && !(scalars[index] == "\"" && scalars[index + 1] == "\"" && scalars[index + 2] == "\"") {
                        if scalars[index] == "\\" { index += 1 }
                        index += 1
                    }
                    index += 3
                } else {
                    index += 1
                    while index < scalars.count && scalars[index] != "\"" && scalars[index] != "\n" {
                        if scalars[index] == "\\" { index += 1 }
                        index += 1
                    }
                    index += 1
                }
                continue
            }
            if c == "(" {
                if attributeDepth > 0 { attributeDepth += 1 }
                index += 1
                continue
            }
            if c == ")" {
                if attributeDepth > 0 { attributeDepth -= 1 }
                index += 1
                continue
            }
            if c == "{" {
                stack.append(pendingType)
                pendingType = nil
                sawTest = false
                sawArguments = false
                index += 1
                continue
            }
            if c == "}" {
                if !stack.isEmpty { stack.removeLast() }
                pendingType = nil
                sawTest = false
                sawArguments = false
                index += 1
                continue
            }
            if c == "@" {
                var end = index + 1
                while end < scalars.count && isIdentifierScalar(scalars[end]) { end += 1 }
                let attribute = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
                if attribute == "Test" {
                    sawTest = true
                    if end < scalars.count && scalars[end] == "(" {
                        attributeDepth = 1
                        index = end + 1
                        continue
                    }
                }
                index = end
                continue
            }
            if isIdentifierScalar(c) {
                var end = index
                while end < scalars.count && (isIdentifierScalar(scalars[end]) || (scalars[end] == "." && end + 1 < scalars.count && isIdentifierScalar(scalars[end + 1]))) {
                    end += 1
                }
                let word = String(String.UnicodeScalarView(scalars[index..<end]))
                index = end
                if attributeDepth > 0 {
                    if word == "arguments" { sawArguments = true }
                    continue
                }
                if let previous = lastWords.last {
                    switch previous {
                    case "struct", "enum", "actor", "extension", "protocol":
                        pendingType = (word.split(separator: ".").map(String.init), false)
                    case "class":
                        if word != "func" && word != "var" && word != "let" { pendingType = ([word], true) }
                    case "func":
                        let types = stack.compactMap { $0 }
                        functions.append(
                            Function(
                                name: word,
                                enclosingTypes: types.flatMap(\.names),
                                inClass: stack.last??.isClass ?? false,
                                isSwiftTestingTest: sawTest,
                                isParameterized: sawArguments
                            ))
                        sawTest = false
                        sawArguments = false
                    default:
                        break
                    }
                }
                lastWords.append(word)
                if lastWords.count > 4 { lastWords.removeFirst() }
                continue
            }
            index += 1
        }
        self.functions = functions
    }
}
