@_spi(Internals) import Darkroom
import XCTest

/// Nested `withSnapshotTesting` scopes keep the outer values they do not set.
final class WithSnapshotTestingTests: XCTestCase {
    func testNesting() {
        withSnapshotTesting(record: .all) {
            XCTAssertEqual(
                SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "old.png", failedFilePath: "new.png"),
                """
                @−
                "file://old.png"
                @+
                "file://new.png"

                To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                    withSnapshotTesting(diffTool: .ksdiff) {
                      // ...
                    }
                """
            )
            XCTAssertEqual(SnapshotTestingConfiguration.current?.record, .all)
            withSnapshotTesting(diffTool: "ksdiff") {
                XCTAssertEqual(
                    SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "old.png", failedFilePath: "new.png"),
                    "ksdiff old.png new.png"
                )
                XCTAssertEqual(SnapshotTestingConfiguration.current?.record, .all)
            }
        }
    }
}
