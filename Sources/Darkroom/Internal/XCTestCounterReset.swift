#if canImport(XCTest)
import XCTest

/// Resets the shared assertion counter after each XCTest test case, so that numbering restarts
/// for every test (as swift-snapshot-testing does).
final class XCTestCounterReset: NSObject, XCTestObservation, @unchecked Sendable {
    private static let registered = LockedState(false)

    static func registerIfNeeded() {
        let shouldRegister = registered.withLock { registered -> Bool in
            defer { registered = true }
            return !registered
        }
        guard shouldRegister else { return }
        XCTestObservationCenter.shared.addTestObserver(XCTestCounterReset())
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        SnapshotCounter.shared.reset()
    }
}
#endif
