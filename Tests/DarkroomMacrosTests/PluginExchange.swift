import Foundation
import Testing

/// Talks to the `DarkroomMacros` plugin as the compiler does: length-prefixed JSON over its standard input and
/// output.
enum PluginExchange {
    /// `DarkroomMacros-tool`, built beside the test bundle.
    static let tool: URL? = {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let url = directory.appendingPathComponent("DarkroomMacros-tool")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }()

    /// Sends `messages` (length-prefixed JSON) and returns the plugin's answers.
    static func exchange(_ messages: [[String: Any]]) throws -> [[String: Any]] {
        let tool: URL = try #require(Self.tool, "DarkroomMacros-tool is not beside \(CommandLine.arguments[0])")
        let process = Process()
        process.executableURL = tool
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var bytes = Data()
        for message in messages {
            let payload = try JSONSerialization.data(withJSONObject: message)
            withUnsafeBytes(of: UInt64(payload.count).littleEndian) { bytes.append(contentsOf: $0) }
            bytes.append(payload)
        }
        input.fileHandleForWriting.write(bytes)
        try input.fileHandleForWriting.close()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var replies: [[String: Any]] = []
        var offset = 0
        while offset + 8 <= answer.count {
            let size = answer[offset..<offset + 8].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            let payload = answer[(offset + 8)..<(offset + 8 + size)]
            replies.append(try #require(try JSONSerialization.jsonObject(with: payload) as? [String: Any]))
            offset += 8 + size
        }
        return replies
    }

    static func location(line: Int) -> [String: Any] {
        ["fileID": "App/View.swift", "fileName": "/src/App/View.swift", "offset": 100, "line": line, "column": 1]
    }

    /// The expanded source of one expansion request, or the test fails with the plugin's diagnostics.
    static func expansion(_ request: [String: Any]) throws -> String {
        let result = try #require(try exchange([request]).first?["expandMacroResult"] as? [String: Any])
        return try #require(result["expandedSource"] as? String, "no expansion: \(result["diagnostics"] ?? "–")")
    }

    /// The first diagnostic's message of one expansion request that must fail.
    static func diagnostic(_ request: [String: Any]) throws -> String? {
        let result = try #require(try exchange([request]).first?["expandMacroResult"] as? [String: Any])
        #expect(result["expandedSource"] == nil)
        let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["severity"] as? String == "error")
        return diagnostics.first?["message"] as? String
    }

    /// A `#Preview` use as the compiler sends it.
    static func preview(_ source: String, line: Int = 1, discriminator: String = "$s3App0004Viewfile_fMf_") -> [String: Any] {
        [
            "expandFreestandingMacro": [
                "macro": ["moduleName": "DarkroomMacros", "typeName": "PreviewMacro", "name": "Preview"],
                "macroRole": "declaration", "discriminator": discriminator,
                "syntax": ["kind": "declaration", "source": source, "location": location(line: line)],
            ] as [String: Any]
        ]
    }

    /// An attached macro (`@Entry`, `@Previewable`) on `declaration`, inside the `context` declarations.
    static func attached(_ typeName: String, role: String, declaration: String, context: [String] = []) -> [String: Any] {
        [
            "expandAttachedMacro": [
                "macro": ["moduleName": "DarkroomMacros", "typeName": typeName, "name": String(typeName.dropLast("Macro".count))],
                "macroRole": role, "discriminator": "d",
                "attributeSyntax": ["kind": "attribute", "source": "@" + String(typeName.dropLast("Macro".count)), "location": location(line: 2)],
                "declSyntax": ["kind": "declaration", "source": declaration, "location": location(line: 2)],
                "lexicalContext": context.map { ["kind": "declaration", "source": $0, "location": location(line: 1)] },
            ] as [String: Any]
        ]
    }
}
