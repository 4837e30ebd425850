import Foundation
import Testing

/// The `DarkroomMacros` plugin speaks the compiler's protocol itself (no swift-syntax): drive it as the
/// compiler does, through its standard input and output.
@Suite struct MacroPluginTests {
    /// `DarkroomMacros-tool`, built beside the test bundle.
    static let tool: URL? = {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let url = directory.appendingPathComponent("DarkroomMacros-tool")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }()

    /// Sends `messages` (length-prefixed JSON) and returns the plugin's answers.
    func exchange(_ messages: [[String: Any]]) throws -> [[String: Any]] {
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

    func location(line: Int) -> [String: Any] {
        ["fileID": "App/View.swift", "fileName": "/src/App/View.swift", "offset": 100, "line": line, "column": 1]
    }

    @Test func expandsAPreviewWithItsPlaceAndArguments() throws {
        let replies = try exchange([
            ["getCapability": ["capability": ["protocolVersion": 7]]],
            ["expandFreestandingMacro": [
                "macro": ["moduleName": "DarkroomMacros", "typeName": "PreviewMacro", "name": "Preview"],
                "macroRole": "declaration", "discriminator": "$s3App0004Viewfile_fMf_",
                "syntax": ["kind": "declaration", "source": "\n#Preview(\"A {\", traits: .sizeThatFitsLayout) { Text(\"}\") }",
                           "location": location(line: 4)],
            ]],
        ])
        #expect(replies.count == 2)
        let capability = try #require(replies[0]["getCapabilityResult"] as? [String: Any])
        #expect((capability["capability"] as? [String: Any])?["protocolVersion"] as? Int == 7)
        let result = try #require(replies[1]["expandMacroResult"] as? [String: Any])
        let source = try #require(result["expandedSource"] as? String)
        #expect(source.contains("struct $s3App0004Viewfile_fMf_8RegistryfMu_: DarkroomUI._PreviewRegistry"))
        #expect(source.contains("static var line: Int { 5 }"))
        #expect(source.contains("DarkroomUI.Preview(\"A {\", traits: .sizeThatFitsLayout) { Text(\"}\") }"))
    }

    @Test func anEntryWithoutATypeIsAClearError() throws {
        let replies = try exchange([
            ["expandAttachedMacro": [
                "macro": ["moduleName": "DarkroomMacros", "typeName": "EntryMacro", "name": "Entry"],
                "macroRole": "peer", "discriminator": "d",
                "attributeSyntax": ["kind": "attribute", "source": "@Entry", "location": location(line: 2)],
                "declSyntax": ["kind": "declaration", "source": "@Entry var spacing = 8", "location": location(line: 2)],
                "lexicalContext": [["kind": "declaration", "source": "extension EnvironmentValues {}", "location": location(line: 1)]],
            ]],
        ])
        let result = try #require(replies.first?["expandMacroResult"] as? [String: Any])
        #expect(result["expandedSource"] == nil)
        let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["message"] as? String == "@Entry var spacing: add a type annotation ('@Entry var spacing: Type = …')")
        #expect(diagnostics.first?["severity"] as? String == "error")
    }

    @Test func aPreviewWithoutABodyIsAClearError() throws {
        let replies = try exchange([
            ["expandFreestandingMacro": [
                "macro": ["moduleName": "DarkroomMacros", "typeName": "PreviewMacro", "name": "Preview"],
                "macroRole": "declaration", "discriminator": "d",
                "syntax": ["kind": "declaration", "source": "#Preview", "location": location(line: 1)],
            ]],
        ])
        let result = try #require(replies.first?["expandMacroResult"] as? [String: Any])
        let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["message"] as? String == "#Preview needs a body: '#Preview { MyView() }'")
    }
}
