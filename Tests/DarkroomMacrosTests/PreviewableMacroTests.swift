import Testing

/// `@Previewable` adds nothing where it is written: `#Preview` moves the declaration into its generated view.
@Suite struct PreviewableMacroTests {
    @Test func itExpandsToNothing() throws {
        let request = PluginExchange.attached("PreviewableMacro", role: "peer", declaration: "@Previewable @State var isOn = true")
        #expect(try PluginExchange.expansion(request) == "")
    }
}
