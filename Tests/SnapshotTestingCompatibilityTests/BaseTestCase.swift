import Darkroom
import XCTest

/// The XCTest base class of the suite: every test records failed snapshots and names Kaleidoscope
/// as its diff tool, as swift-snapshot-testing's own tests do.
class BaseTestCase: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
            super.invokeTest()
        }
    }
}
