import DarkroomUI
import Foundation
import Testing

/// What a one-shot render (`ImageRenderer`, a view snapshot) runs before it draws (README, "What runs before the
/// picture"): appear actions, initial `onChange`, the changes they trigger, and `task` bodies up to their first
/// suspension.
@MainActor
@Suite struct BeforeThePictureTests {
    /// The picture of `view`, next to which each case puts the picture of the text it should show.
    func picture(_ view: some View) throws -> Bitmap {
        try ImageRenderer(content: view.frame(width: 160, height: 40)).render()
    }

    func picture(ofText text: String) throws -> Bitmap {
        try picture(Text(text))
    }

    @Test func stateSetInOnAppearIsDrawn() throws {
        struct Inbox: View {
            @State private var title = "Loading"
            var body: some View {
                Text(title).onAppear { title = "3 messages" }
            }
        }
        #expect(try picture(Inbox()) == picture(ofText: "3 messages"))
    }

    @Test func anInitialOnChangeAndTheChangesItTriggersAreDrawn() throws {
        struct Counter: View {
            var start: Int
            @State private var count = 0
            @State private var label = "none"
            var body: some View {
                Text(label)
                    .onChange(of: start, initial: true) { count = start * 2 }
                    .onChange(of: count) { _, new in label = "count \(new)" }
            }
        }
        #expect(try picture(Counter(start: 4)) == picture(ofText: "count 8"))
    }

    @Test func aTaskRunsUpToItsFirstSuspension() throws {
        struct Orders: View {
            @State private var status = "idle"
            var body: some View {
                Text(status).task {
                    status = "loading"  // before the first suspension: drawn
                    await Task.yield()
                    status = "loaded"  // after it: not drawn
                }
            }
        }
        #expect(try picture(Orders()) == picture(ofText: "loading"))
    }

    @Test func aTaskWhoseFirstAwaitDoesNotWaitKeepsRunning() throws {
        struct Profile: View {
            @State private var name = "?"
            @MainActor func loadName() async -> String { "Ada" }  // on the main actor: no suspension
            var body: some View {
                Text(name).task { name = await loadName() }
            }
        }
        #expect(try picture(Profile()) == picture(ofText: "Ada"))
    }

    @Test func aTaskOfAViewThatAppearsBecauseOfAnotherTaskRunsToo() throws {
        struct Screen: View {
            @State private var showsDetail = false
            @State private var detail = "empty"
            var body: some View {
                VStack {
                    if showsDetail {
                        Text(detail).task(id: showsDetail) { detail = "detail loaded" }
                    }
                }
                .task { showsDetail = true }
            }
        }
        #expect(try picture(Screen()) == picture(ofText: "detail loaded"))
    }

    @Test func aViewWithoutLifecycleActionsDrawsItsInitialState() throws {
        struct Plain: View {
            @State private var text = "initial"
            var body: some View { Text(text) }
        }
        #expect(try picture(Plain()) == picture(ofText: "initial"))
        #expect(try picture(Plain()) != picture(ofText: "other"))
    }
}
