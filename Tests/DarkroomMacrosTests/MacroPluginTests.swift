import Foundation
import Testing

/// The `DarkroomMacros` plugin speaks the compiler's protocol itself (no swift-syntax): drive it as the
/// compiler does, through its standard input and output. `MacroExpansionTests` checks each macro's expansion
/// through the same exchange.
@Suite struct MacroPluginTests {
    func exchange(_ messages: [[String: Any]]) throws -> [[String: Any]] { try PluginExchange.exchange(messages) }
    func location(line: Int) -> [String: Any] { PluginExchange.location(line: line) }

    @Test func expandsAPreviewWithItsPlaceAndArguments() throws {
        let replies = try exchange([
            ["getCapability": ["capability": ["protocolVersion": 7]]],
            [
                "expandFreestandingMacro": [
                    "macro": ["moduleName": "DarkroomMacros", "typeName": "PreviewMacro", "name": "Preview"],
                    "macroRole": "declaration", "discriminator": "$s3App0004Viewfile_fMf_",
                    "syntax": [
                        "kind": "declaration", "source": "\n#Preview(\"A {\", traits: .sizeThatFitsLayout) { Text(\"}\") }",
                        "location": location(line: 4),
                    ],
                ]
            ],
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
            [
                "expandAttachedMacro": [
                    "macro": ["moduleName": "DarkroomMacros", "typeName": "EntryMacro", "name": "Entry"],
                    "macroRole": "peer", "discriminator": "d",
                    "attributeSyntax": ["kind": "attribute", "source": "@Entry", "location": location(line: 2)],
                    "declSyntax": ["kind": "declaration", "source": "@Entry var spacing = 8", "location": location(line: 2)],
                    "lexicalContext": [["kind": "declaration", "source": "extension EnvironmentValues {}", "location": location(line: 1)]],
                ]
            ]
        ])
        let result = try #require(replies.first?["expandMacroResult"] as? [String: Any])
        #expect(result["expandedSource"] == nil)
        let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["message"] as? String == "@Entry var spacing: add a type annotation ('@Entry var spacing: Type = …')")
        #expect(diagnostics.first?["severity"] as? String == "error")
    }

    @Test func aPreviewWithoutABodyIsAClearError() throws {
        let replies = try exchange([
            [
                "expandFreestandingMacro": [
                    "macro": ["moduleName": "DarkroomMacros", "typeName": "PreviewMacro", "name": "Preview"],
                    "macroRole": "declaration", "discriminator": "d",
                    "syntax": ["kind": "declaration", "source": "#Preview", "location": location(line: 1)],
                ]
            ]
        ])
        let result = try #require(replies.first?["expandMacroResult"] as? [String: Any])
        let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["message"] as? String == "#Preview needs a body: '#Preview { MyView() }'")
    }
}
