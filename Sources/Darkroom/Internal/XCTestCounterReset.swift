#if canImport(XCTest)
import XCTest

/// Follows XCTest test cases: remembers the class of the running one (so that two classes in one
/// file name their references apart) and resets the shared assertion counter after each (so that
/// numbering restarts for every test, as swift-snapshot-testing does).
///
/// Registered when the process starts (`CDarkroomStartup`), or at the first assertion otherwise.
final class XCTestCounterReset: NSObject, XCTestObservation, @unchecked Sendable {
    private static let registered = LockedState(false)
    private static let runningClass = LockedState<String?>(nil)

    static func registerIfNeeded() {
        let shouldRegister = registered.withLock { registered -> Bool in
            defer { registered = true }
            return !registered
        }
        guard shouldRegister else { return }
        XCTestObservationCenter.shared.addTestObserver(XCTestCounterReset())
    }

    /// The class name of the XCTest test case running now, if any.
    static var currentClassName: String? { runningClass.withLock { $0 } }

    func testCaseWillStart(_ testCase: XCTestCase) {
        let name = String(describing: type(of: testCase))
        Self.runningClass.withLock { $0 = name }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        SnapshotCounter.shared.reset()
        Self.runningClass.withLock { $0 = nil }
    }
}

/// Called by `CDarkroomStartup` when the process starts.
@_cdecl("darkroom_register_xctest_observer")
public func _darkroomRegisterXCTestObserver() {
    XCTestCounterReset.registerIfNeeded()
}
#endif
