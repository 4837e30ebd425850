import Testing

/// `@Entry` writes the key type and the accessors SwiftUI's macro writes, with the key protocol of the container.
@Suite struct EntryMacroTests {
    let environment = ["extension EnvironmentValues {\n    @Entry var cardStyle: CardStyle = .plain\n}"]

    @Test func theAccessorsReadAndWriteTheKey() throws {
        let request = PluginExchange.attached("EntryMacro", role: "accessor", declaration: "@Entry var cardStyle: CardStyle = .plain", context: environment)
        #expect(try PluginExchange.expansion(request) == "get { self[__Key_cardStyle.self] }\nset { self[__Key_cardStyle.self] = newValue }")
    }

    @Test func thePeerIsAnEnvironmentKeyWithTheDefault() throws {
        let request = PluginExchange.attached("EntryMacro", role: "peer", declaration: "@Entry var cardStyle: CardStyle = .plain", context: environment)
        #expect(
            try PluginExchange.expansion(request) == """
                private struct __Key_cardStyle: DarkroomUI.EnvironmentKey {
                    typealias Value = CardStyle
                    static var defaultValue: CardStyle { .plain }
                }
                """)
    }

    @Test func anOptionalWithoutADefaultDefaultsToNil() throws {
        let request = PluginExchange.attached("EntryMacro", role: "peer", declaration: "@Entry var selection: String?", context: environment)
        #expect(try PluginExchange.expansion(request).contains("static var defaultValue: String? { nil }"))
    }

    @Test func defaultsWithCallsClosuresAndEqualsSignsAreKeptWhole() throws {
        let call = PluginExchange.attached(
            "EntryMacro", role: "peer", declaration: "@Entry var insets: EdgeInsets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)", context: environment)
        #expect(try PluginExchange.expansion(call).contains("static var defaultValue: EdgeInsets { EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) }"))
        let closure = PluginExchange.attached("EntryMacro", role: "peer", declaration: "@Entry var isSpecial: @Sendable (Int) -> Bool = { $0 == 7 }", context: environment)
        #expect(try PluginExchange.expansion(closure).contains("static var defaultValue: @Sendable (Int) -> Bool { { $0 == 7 } }"))
    }

    @Test func aDocCommentAndOtherAttributesBeforeTheVarAreAllowed() throws {
        let request = PluginExchange.attached("EntryMacro", role: "peer", declaration: "/// The badge's tint.\n@Entry public var badgeTint: Color = .blue", context: environment)
        #expect(try PluginExchange.expansion(request).contains("private struct __Key_badgeTint: DarkroomUI.EnvironmentKey"))
    }

    @Test func theKeyProtocolFollowsTheExtendedType() throws {
        func peer(in context: String, declaration: String = "@Entry var value: Int = 1") throws -> String {
            try PluginExchange.expansion(PluginExchange.attached("EntryMacro", role: "peer", declaration: declaration, context: [context]))
        }
        #expect(try peer(in: "extension DarkroomUI.EnvironmentValues {}").contains(": DarkroomUI.EnvironmentKey {"))
        #expect(try peer(in: "extension Transaction {}").contains(": DarkroomUI.TransactionKey {"))
        #expect(try peer(in: "extension ContainerValues {}").contains(": DarkroomUI.ContainerValueKey {"))
        let focused = try peer(in: "extension FocusedValues {}", declaration: "@Entry var note: Note?")
        #expect(focused.contains(": DarkroomUI.FocusedValueKey {"))
        #expect(focused.contains("typealias Value = Note\n"))
        #expect(focused.contains("static var defaultValue: Note? { nil }"))
    }

    @Test func misuseIsAClearError() throws {
        #expect(
            try PluginExchange.diagnostic(PluginExchange.attached("EntryMacro", role: "peer", declaration: "@Entry let spacing: Int = 8", context: environment))
                == "@Entry applies to a 'var' with a type and a default value: '@Entry var name: Type = value'")
        #expect(
            try PluginExchange.diagnostic(PluginExchange.attached("EntryMacro", role: "peer", declaration: "@Entry var spacing: Int", context: environment))
                == "@Entry var spacing: give a default value ('= …'), or make the type optional")
        #expect(
            try PluginExchange.diagnostic(PluginExchange.attached("EntryMacro", role: "member", declaration: "@Entry var spacing: Int = 8", context: environment))
                == "@Entry: unexpected macro role 'member'")
    }
}
