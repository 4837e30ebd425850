import DarkroomUI
@testable import DarkroomUICore
import Foundation
import Testing

/// The long-lived large-stack workers: work that needs a deep stack runs on them from any number of callers at
/// once, nested calls run in place, errors come back to the caller, and a worker stays usable after each job.
@Suite struct LargeStackWorkerTests {
    /// Recursion far deeper than a dispatch thread's stack allows (hundreds of bytes per frame × 200,000).
    static func depth(_ n: Int) -> Int {
        var padding = (n, n &+ 1, n &+ 2, n &+ 3)
        withUnsafeMutableBytes(of: &padding) { _ in }
        return n == 0 ? 0 : 1 + depth(n - 1) + (padding.0 - n)
    }

    @Test func concurrentCallersEachGetALargeStack() {
        let callers = 6
        let results = Mutex(Array(repeating: -1, count: callers))
        DispatchQueue.concurrentPerform(iterations: callers) { index in
            let value = (try? LargeStack.run { Self.depth(200_000 + index) }) ?? -1
            results.withLock { $0[index] = value }
        }
        #expect(results.withLock { $0 } == (0..<callers).map { 200_000 + $0 })
    }

    @Test func nestedCallsRunInPlace() throws {
        let value = try LargeStack.run { try LargeStack.run { try LargeStack.run { Self.depth(100_000) } } }
        #expect(value == 100_000)
    }

    struct Refused: Error, Equatable {}

    @Test func anErrorReachesTheCallerAndTheWorkerStaysUsable() throws {
        for round in 0..<50 {
            #expect(throws: Refused()) { try LargeStack.run { throw Refused() } }
            #expect(try LargeStack.run { round * 2 } == round * 2)
        }
    }

    @MainActor @Test func mainActorWorkRunsIsolatedOnAWorker() throws {
        let value = try LargeStack.runIsolated { () -> Int in
            MainActor.assertIsolated()
            return Self.depth(150_000)
        }
        #expect(value == 150_000)
    }
}

/// A value guarded by a lock, for the concurrent test.
private final class Mutex<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
