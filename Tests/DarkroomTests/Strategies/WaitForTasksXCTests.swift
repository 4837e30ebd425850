import Darkroom
import Rasterizer
import XCTest

/// `.wait(for:on:)` on a screen that loads in `.task`, from XCTest methods as iOS suites write them.
final class WaitForTasksXCTests: XCTestCase {
    func test_plainMethod_drawsTheFinishedTask() throws {
        let waited = try snapshot(OrdersScreen(), as: .wait(for: 0.5, on: .image))
        XCTAssertEqual(waited, try ordersPicture(showing: "3 orders"))
    }

    func test_plainMethod_withoutWaiting_drawsTheFirstSuspension() throws {
        XCTAssertEqual(try snapshot(OrdersScreen(), as: .image), try ordersPicture(showing: "loading"))
    }

    /// An async test on the main actor holds it while the snapshot waits: the task cannot go on, and the snapshot
    /// fails saying how to write the test instead of drawing the task at its first suspension.
    @MainActor func test_mainActorAsyncMethod_failsSayingHowToWriteTheTest() async throws {
        await Task.yield()
        XCTAssertThrowsError(try snapshotOrError(OrdersScreen(), as: .wait(for: 0.5, on: .image))) { error in
            XCTAssertTrue("\(error)".contains("this test holds the main actor"), "\(error)")
        }
    }

    /// The same test written without `@MainActor`: the snapshot lets the main actor run while it waits.
    func test_nonisolatedAsyncMethod_drawsTheFinishedTask() async throws {
        await Task.yield()
        XCTAssertEqual(try waitedOrdersPicture(), try ordersPicture(showing: "3 orders"))
    }
}
