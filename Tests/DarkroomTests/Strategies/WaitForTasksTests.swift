import Foundation
import Rasterizer
import Testing
@testable import Darkroom

/// A screen that loads its data in `.task`, as apps write it.
struct OrdersScreen: View {
    /// Stands in for the app's network layer: answers after a short wait.
    struct OrderLoader {
        func load() async -> [String] {
            try? await Task.sleep(for: .milliseconds(10))
            return ["Espresso", "Flat white", "Cortado"]
        }
    }

    var loader = OrderLoader()
    @State private var orders: [String]?

    nonisolated init() {}

    var body: some View {
        Text(orders.map { "\($0.count) orders" } ?? "loading")
            .frame(width: 120, height: 30)
            .task { orders = await loader.load() }
    }
}

/// The orders screen under `.wait(for: 0.5, on: .image)`, taken on the caller's thread (a synchronous helper, as a
/// suite's own `assert(view:)` helper is).
func waitedOrdersPicture() throws -> Bitmap {
    try snapshot(OrdersScreen(), as: .wait(for: 0.5, on: .image))
}

/// A screen whose task waits longer than the snapshot does.
struct SlowScreen: View {
    @State private var status = "idle"

    nonisolated init() {}
    var body: some View {
        Text(status)
            .frame(width: 120, height: 30)
            .task {
                status = "loading"
                try? await Task.sleep(for: .seconds(30))
                status = "done"
            }
    }
}

/// A screen that shows a hint a moment after it appears, as apps write it with Combine.
struct HintScreen: View {
    @State private var showsHint = false

    nonisolated init() {}
    var body: some View {
        Text(showsHint ? "Swipe" : "Welcome")
            .frame(width: 120, height: 30)
            .onReceive(Just(true).delay(for: .milliseconds(200), scheduler: DispatchQueue.main)) { showsHint = $0 }
    }
}

/// A strategy's snapshot of a value, or the error the strategy failed with.
func snapshotOrError<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) throws -> Format {
    var outcome: Result<Format, any Error>?
    try strategy.snapshot(value).runResult { outcome = $0 }
    guard let outcome else { throw SnapshotNotDelivered() }
    return try outcome.get()
}

/// The picture of a text in the screen's frame.
func ordersPicture(showing text: String) throws -> Bitmap {
    try snapshot(Text(text).frame(width: 120, height: 30), as: .image)
}

/// A view's `.task` bodies stop at their first suspension in a one-shot picture; `.wait(for:on:)` runs them to
/// completion (or for its duration) before the picture when the test lets the main actor run (README, "What runs
/// before the picture"). Serialized: a waiting snapshot blocks its test's thread, and two at once on a two-core
/// machine can hold every thread of Swift's cooperative pool, where a task's `Task.sleep` wakes up.
@Suite(.serialized) struct WaitForTasksTests {
    @Test func withoutWaitingATaskIsDrawnAtItsFirstSuspension() throws {
        #expect(try snapshot(OrdersScreen(), as: .image) == ordersPicture(showing: "loading"))
    }

    @Test func aSwiftTestingTestWaitsForTheTaskToFinish() throws {
        let waited = try snapshot(OrdersScreen(), as: .wait(for: 0.5, on: .image))
        #expect(waited == (try ordersPicture(showing: "3 orders")))
    }

    @Test func aNonisolatedAsyncTestWaitsForTheTaskToFinish() async throws {
        await Task.yield()
        #expect(try waitedOrdersPicture() == ordersPicture(showing: "3 orders"))
    }

    @Test func aTaskLongerThanTheWaitIsDrawnWhereItWaits() throws {
        #expect(try snapshot(SlowScreen(), as: .wait(for: 0.05, on: .image)) == ordersPicture(showing: "loading"))
    }

    @MainActor @Test func aMainActorTestCannotLetTheTaskRunAndSaysSo() throws {
        let error = try #require(throws: (any Error).self) { try snapshotOrError(OrdersScreen(), as: .wait(for: 0.5, on: .image)) }
        #expect("\(error)".contains("this test holds the main actor while the snapshot waits"))
        #expect("\(error)".contains("OrdersScreen"))
    }

    @Test func aDelayedValueIsDrawnOnceTheWaitOutlastsTheDelay() throws {
        #expect(try snapshot(HintScreen(), as: .image) == ordersPicture(showing: "Welcome"))
        #expect(try snapshot(HintScreen(), as: .wait(for: 0.1, on: .image)) == ordersPicture(showing: "Welcome"))
        #expect(try snapshot(HintScreen(), as: .wait(for: 0.3, on: .image)) == ordersPicture(showing: "Swipe"))
    }

    @MainActor @Test func theSchedulersClockMovesInAMainActorTestToo() throws {
        #expect(try snapshot(HintScreen(), as: .wait(for: 0.3, on: .image)) == ordersPicture(showing: "Swipe"))
    }
}
