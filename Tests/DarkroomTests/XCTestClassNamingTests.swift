import Foundation
import XCTest
@testable import Darkroom

/// Two XCTest classes in one file with a test of the same name get different reference files: the
/// class (from XCTest's observation of the running test case) joins the name when it is not the
/// file's own name.
final class FirstScreenTests: XCTestCase {
    func testLayout() throws {
        try XCTAssertEqual(ClassNaming.recordOnce("first"), ["FirstScreenTests.testLayout.1.txt"])
    }
}

final class SecondScreenTests: XCTestCase {
    func testLayout() throws {
        try XCTAssertEqual(ClassNaming.recordOnce("second"), ["SecondScreenTests.testLayout.1.txt"])
    }
}

/// A class named like its file keeps swift-snapshot-testing's names (no class in them).
final class XCTestClassNamingTests: XCTestCase {
    func testClassNamedLikeTheFileIsLeftOut() throws {
        try XCTAssertEqual(ClassNaming.recordOnce("same"), ["testClassNamedLikeTheFileIsLeftOut.1.txt"])
    }

    func testTheObserverWasRegisteredWhenTheProcessStarted() {
        XCTAssertNotNil(XCTestCounterReset.currentClassName, "XCTest's observer must see the running test case")
        XCTAssertEqual(XCTestCounterReset.currentClassName, "XCTestClassNamingTests")
    }
}

enum ClassNaming {
    /// Records `text` in a fresh directory (as the calling test) and lists the files written.
    static func recordOnce(_ text: String, testName: String = #function) throws -> [String] {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let directory = temporary.file("s")
        _ = withTestEnvironment(artifacts: temporary.file("a")) {
            verifySnapshot(of: text, as: .lines, record: .all, snapshotDirectory: directory, testName: testName)
        }
        return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }
}
