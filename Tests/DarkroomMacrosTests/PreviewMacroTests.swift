import Testing

/// `#Preview` expands to a registry type that says where the preview is and builds it.
@Suite struct PreviewMacroTests {
    @Test func aPlainPreviewBecomesARegistryWithItsPlaceAndBody() throws {
        let source = try PluginExchange.expansion(PluginExchange.preview("#Preview { Text(\"Hello\") }", line: 12, discriminator: "D"))
        #expect(source.hasPrefix("struct D8RegistryfMu_: DarkroomUI._PreviewRegistry {\n"))
        #expect(source.contains("    static var fileID: String { \"App/View.swift\" }\n"))
        #expect(source.contains("    static var filePath: String { \"/src/App/View.swift\" }\n"))
        #expect(source.contains("    static var line: Int { 12 }\n    static var column: Int { 1 }\n"))
        #expect(
            source.contains(
                """
                    @MainActor static func makePreview() throws -> DarkroomUI.Preview {
                        DarkroomUI.Preview { Text("Hello") }
                    }
                """))
        #expect(!source.contains("PreviewableContent"))
    }

    @Test func theNameAndTraitsArePassedOnAsWritten() throws {
        let source = try PluginExchange.expansion(
            PluginExchange.preview(
                """
                #Preview("Dark \\"mode\\"", traits: .sizeThatFitsLayout, .landscapeLeft) {
                    Badge(count: 3)
                        .preferredColorScheme(.dark)
                }
                """))
        // The body is kept as written, its line breaks and indentation included.
        #expect(
            source.contains(
                """
                        DarkroomUI.Preview("Dark \\"mode\\"", traits: .sizeThatFitsLayout, .landscapeLeft) {
                    Badge(count: 3)
                        .preferredColorScheme(.dark)
                }
                """))
    }

    @Test func twoPreviewsInOneFileGetDifferentNames() throws {
        let first = try PluginExchange.expansion(PluginExchange.preview("#Preview { A() }", discriminator: "$s3App4FileV0_fMf_"))
        let second = try PluginExchange.expansion(PluginExchange.preview("#Preview { B() }", discriminator: "$s3App4FileV1_fMf_"))
        #expect(first.hasPrefix("struct $s3App4FileV0_fMf_8RegistryfMu_:"))
        #expect(second.hasPrefix("struct $s3App4FileV1_fMf_8RegistryfMu_:"))
    }

    @Test func theLineAndColumnAreTheMacrosNotItsLeadingTrivia() throws {
        let source = try PluginExchange.expansion(PluginExchange.preview("\n// A comment\n\n    #Preview { A() }", line: 7))
        #expect(source.contains("static var line: Int { 10 }"))
        #expect(source.contains("static var column: Int { 5 }"))
    }

    @Test func attributesOnTheMacroUseAreSkipped() throws {
        let source = try PluginExchange.expansion(PluginExchange.preview("@MainActor @available(iOS 17, *) #Preview { A() }"))
        #expect(source.contains("DarkroomUI.Preview { A() }"))
    }

    @Test func bracesInsideStringsAndCommentsDoNotEndTheBody() throws {
        let source = try PluginExchange.expansion(
            PluginExchange.preview(
                """
                #Preview { Text("} {") /* } */ ; Text(#"\\(}"#) // }
                }
                """))
        #expect(source.contains("DarkroomUI.Preview { Text(\"} {\") /* } */ ; Text(#\"\\(}\"#) // }\n}"))
    }

    @Test func previewableDeclarationsBecomeStoredPropertiesOfAGeneratedView() throws {
        let source = try PluginExchange.expansion(
            PluginExchange.preview(
                """
                #Preview("Stepper") {
                    @Previewable @State var count = 3
                    @Previewable @FocusState var focused: Bool
                    Stepper("Count: \\(count)", value: $count)
                }
                """))
        #expect(source.contains("DarkroomUI.Preview(\"Stepper\") { PreviewableContent() }"))
        #expect(
            source.contains(
                """
                struct PreviewableContent: DarkroomUI.View {
                    @State var count = 3
                    @FocusState var focused: Bool
                    @DarkroomUI.ViewBuilder var body: some DarkroomUI.View {
                    Stepper("Count: \\(count)", value: $count)
                    }
                }
                """))
    }

    @Test func aPreviewWithoutABodyIsAClearError() throws {
        #expect(try PluginExchange.diagnostic(PluginExchange.preview("#Preview // a body comes later")) == "#Preview needs a body: '#Preview { MyView() }'")
    }

    @Test func unbalancedSourceIsAClearError() throws {
        #expect(try PluginExchange.diagnostic(PluginExchange.preview("#Preview { Text(\"a\")")) == "#Preview: unbalanced braces in the body")
        #expect(try PluginExchange.diagnostic(PluginExchange.preview("#Preview(\"a\" { A() }")) == "#Preview: unbalanced parentheses in the arguments")
        #expect(try PluginExchange.diagnostic(PluginExchange.preview("Preview { A() }")) == "#Preview: cannot read the macro use; expected '#Preview(…) { … }'")
    }
}
