import Foundation
import Rasterizer
import Testing
@testable import Darkroom

/// `.wait(for:on:)` lets a view's `.task` bodies run to completion before the picture; without it they stop at
/// their first suspension (README, "What runs before the picture").
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
        #expect(try snapshot(Orders(), as: .wait(for: 0.5, on: .image)) == picture(ofText: "3 orders"))
    }
}
