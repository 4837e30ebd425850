/// `.wait(for:on:)` could not let a view's `task` bodies go on: the test holds the main actor (where they run) while
/// the snapshot waits, so the picture would show them at their first suspension instead of finished.
package struct WaitForTasksError: Error, CustomStringConvertible {
    /// The views whose tasks were still running.
    package var views: [String]

    package init(views: [String]) {
        self.views = views
    }

    package var description: String {
        """
        .wait(for:on:) could not let the task bodies of \(views.joined(separator: ", ")) run: this test holds the main \
        actor while the snapshot waits (a @MainActor test, or an async test on the main actor), and the tasks go on \
        only on the main actor. Write the test as a plain `func test…()` in an XCTestCase or as a @Test that is not \
        @MainActor (the snapshot then lets the main actor run while it waits), or host the view and \
        `try await host.settle()` before snapshotting the host.
        """
    }
}
