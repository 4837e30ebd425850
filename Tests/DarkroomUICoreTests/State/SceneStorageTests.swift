import DarkroomUI
import Foundation
import Testing

/// `@SceneStorage` in a snapshot: a new scene, so the default value; changes while hosted kept as `@State` keeps them.
@MainActor
@Suite struct SceneStorageTests {
    struct Editor: View {
        @SceneStorage("editor.draft") private var draft = "Untitled"
        @SceneStorage("editor.selection") private var selection: String?
        var body: some View {
            VStack {
                Text(draft)
                Text(selection ?? "Nothing selected")
                Button("Rename") { draft = "Shopping list" }
                TextField("Draft", text: $draft)
            }
        }
    }

    @Test func aNewSceneStartsFromTheDefaults() {
        #expect(ViewHosting.host(view: Editor()).texts.prefix(2) == ["Untitled", "Nothing selected"])
    }

    @Test func aChangeWhileHostedIsKeptAndNotWrittenAnywhere() throws {
        let host = ViewHosting.host(view: Editor())
        try host.tapButton("Rename")
        #expect(host.texts.first == "Shopping list")
        // Another scene (a new host) starts from the default again.
        #expect(ViewHosting.host(view: Editor()).texts.first == "Untitled")
    }
}
