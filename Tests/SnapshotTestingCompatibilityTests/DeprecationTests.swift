import Darkroom
import XCTest

/// swift-snapshot-testing's deprecated globals still work.
final class DeprecationTests: XCTestCase {
    @available(*, deprecated)
    func testIsRecordingProxy() {
        SnapshotTesting.record = true
        XCTAssertEqual(isRecording, true)

        SnapshotTesting.record = false
        XCTAssertEqual(isRecording, false)
    }
}
