import Foundation
import Rasterizer
import Testing
@testable import Darkroom

/// A view's `.task` bodies stop at their first suspension in a one-shot picture (README, "What runs before the
/// picture"). `.wait(for:on:)` is meant to let them finish, but a test on the main actor holds it while the snapshot
/// waits, so their continuations cannot run: a known issue.
@MainActor @Suite struct WaitForTasksTests {
    struct Orders: View {
        @State private var status = "idle"
        var body: some View {
            Text(status)
                .frame(width: 120, height: 30)
                .task {
                    status = "loading"
                    try? await Task.sleep(for: .milliseconds(10))
                    status = "3 orders"
                }
        }
    }

    func snapshot<V: View>(_ view: V, as strategy: Snapshotting<V, Bitmap>) throws -> Bitmap {
        var result: Bitmap?
        try strategy.snapshot(view).run { result = $0 }
        return try #require(result)
    }

    func picture(ofText text: String) throws -> Bitmap {
        try snapshot(Text(text).frame(width: 120, height: 30), as: .image)
    }

    @Test func withoutWaitingATaskIsDrawnAsItWasAtItsFirstSuspension() throws {
        #expect(try snapshot(Orders(), as: .image) == picture(ofText: "loading"))
    }

    @Test func underWaitATaskRunsToCompletionBeforeThePicture() throws {
        let waited = try snapshot(Orders(), as: .wait(for: 0.5, on: .image))
        let done = try picture(ofText: "3 orders")
        withKnownIssue("a @MainActor test holds the main actor while .wait(for:on:) waits: the task cannot go on") {
            #expect(waited == done, "drawn after the task finished")
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "drawn after the task finished" }
        }
        #expect(waited == (try picture(ofText: "loading")))
    }
}
