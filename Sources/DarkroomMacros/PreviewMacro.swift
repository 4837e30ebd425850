/// `#Preview(_:traits:body:)`: a registry type that the preview discovery finds at run time.
///
/// ```swift
/// #Preview("Loading", traits: .sizeThatFitsLayout) { JokeView(state: .loading) }
/// ```
/// expands to (names shortened):
/// ```swift
/// struct $…8RegistryfMu_: DarkroomUI._PreviewRegistry {
///     static var fileID: String { "JokesApp/JokeView.swift" }
///     static var filePath: String { "/…/Sources/JokesApp/JokeView.swift" }
///     static var line: Int { 12 }
///     static var column: Int { 1 }
///     @MainActor static func makePreview() throws -> DarkroomUI.Preview {
///         DarkroomUI.Preview("Loading", traits: .sizeThatFitsLayout) { JokeView(state: .loading) }
///     }
/// }
/// ```
/// `@Previewable` declarations at the top of the body become stored properties of a generated view, so
/// `@Previewable @State var isOn = true` is real state, as in SwiftUI.
enum PreviewMacro {
    static func expand(_ request: MacroRequest) -> Result<String, MacroError> {
        let scanner = SourceScanner(request.source)
        var i = scanner.skipTrivia(from: 0)
        // Attributes written on the macro use (`@MainActor #Preview { … }`) are skipped.
        while i < scanner.bytes.count, scanner.bytes[i] == UInt8(ascii: "@") {
            while i < scanner.bytes.count, ![UInt8(ascii: " "), 0x0A, UInt8(ascii: "(")].contains(scanner.bytes[i]) { i += 1 }
            if i < scanner.bytes.count, scanner.bytes[i] == UInt8(ascii: "("), let end = scanner.matchingClose(from: i) { i = end }
            i = scanner.skipTrivia(from: i)
        }
        guard scanner.starts(with: "#Preview", at: i) else {
            return .failure(MacroError("#Preview: cannot read the macro use; expected '#Preview(…) { … }'", at: request.location))
        }
        let macroStart = i
        i = scanner.skipTrivia(from: i + "#Preview".utf8.count)
        var arguments: Range<Int>?
        if i < scanner.bytes.count, scanner.bytes[i] == UInt8(ascii: "(") {
            guard let end = scanner.matchingClose(from: i) else {
                return .failure(MacroError("#Preview: unbalanced parentheses in the arguments", at: request.location))
            }
            arguments = (i + 1)..<(end - 1)
            i = scanner.skipTrivia(from: end)
        }
        var body: Range<Int>?
        if i < scanner.bytes.count, scanner.bytes[i] == UInt8(ascii: "{") {
            guard let end = scanner.matchingClose(from: i) else {
                return .failure(MacroError("#Preview: unbalanced braces in the body", at: request.location))
            }
            body = (i + 1)..<(end - 1)
        }
        guard arguments != nil || body != nil else {
            return .failure(MacroError("#Preview needs a body: '#Preview { MyView() }'", at: request.location))
        }

        let (line, column) = position(of: macroStart, in: scanner, from: request.location)
        let argumentText = arguments.map { scanner.text($0).trimmingWhitespace } ?? ""
        var members: [String] = []
        var call = "DarkroomUI.Preview"
        if !argumentText.isEmpty { call += "(\(argumentText))" }
        if let body {
            let (previewables, rest) = splitPreviewables(body, in: scanner)
            if previewables.isEmpty {
                call += " {\(scanner.text(body))}"
            } else {
                let wrapper = "PreviewableContent"
                members.append(
                    """
                    struct \(wrapper): DarkroomUI.View {
                    \(previewables.map { "    " + $0 }.joined(separator: "\n"))
                        @DarkroomUI.ViewBuilder var body: some DarkroomUI.View {
                    \(rest)
                        }
                    }
                    """)
                call += " { \(wrapper)() }"
            }
        }
        let registry = request.uniqueName("Registry")
        return .success(
            """
            struct \(registry): DarkroomUI._PreviewRegistry {
                static var fileID: String { \(literal(request.location.fileID)) }
                static var filePath: String { \(literal(request.location.fileName)) }
                static var line: Int { \(line) }
                static var column: Int { \(column) }
                @MainActor static func makePreview() throws -> DarkroomUI.Preview {
                    \(call)
                }
            \(members.joined(separator: "\n"))
            }
            """)
    }

    /// The `@Previewable` declarations at the top level of the body (attribute removed), and the rest.
    static func splitPreviewables(_ body: Range<Int>, in scanner: SourceScanner) -> ([String], String) {
        var previewables: [String] = []
        var rest: [String] = []
        for line in scanner.splitTopLevel(body, separator: 0x0A) {
            for statement in scanner.splitTopLevel(line, separator: UInt8(ascii: ";")) {
                let text = scanner.text(statement)
                let trimmed = text.trimmingWhitespace
                if trimmed.hasPrefix("@Previewable") {
                    previewables.append(String(trimmed.dropFirst("@Previewable".count)).trimmingWhitespace)
                } else if !trimmed.isEmpty {
                    rest.append(text)
                }
            }
        }
        return (previewables, rest.joined(separator: "\n"))
    }

    /// The 1-based line and column of byte `index` of the macro's source text.
    static func position(of index: Int, in scanner: SourceScanner, from location: SourceLocation) -> (Int, Int) {
        var line = location.line
        var column = location.column
        for byte in scanner.bytes[0..<index] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension String {
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
