import Foundation
import XCTest
@testable import Darkroom

/// Naming and counting under XCTest (no Swift Testing suite in the name, as in swift-snapshot-testing).
final class XCTestSupportTests: XCTestCase {
    func testNamesComeFromTheFunction() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let messages = withTestEnvironment(artifacts: temporary.file("a")) {
            [
                verifySnapshot(of: "one", as: .lines, record: .all, snapshotDirectory: temporary.file("s")),
                verifySnapshot(of: "two", as: .lines, record: .all, snapshotDirectory: temporary.file("s")),
                verifySnapshot(of: "two", as: .lines, record: .never, snapshotDirectory: temporary.file("s"), testName: "testNamesComeFromTheFunction()"),
            ]
        }
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: temporary.file("s")).sorted(),
            ["testNamesComeFromTheFunction.1.txt", "testNamesComeFromTheFunction.2.txt"]
        )
        XCTAssertTrue(messages[0]?.hasPrefix("Record mode is on.") == true)
        // The third assertion is number 3, which has no reference.
        XCTAssertTrue(messages[2]?.hasPrefix("No reference was found on disk.") == true)
    }

    func testMatchingAssertionPasses() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        try withTestEnvironment(artifacts: temporary.file("a"), snapshotDirectory: temporary.file("s")) {
            let directory = temporary.file("s/XCTestSupportTests")
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data("42".utf8).write(to: URL(fileURLWithPath: directory + "/testMatchingAssertionPasses.1.json"))
            assertSnapshot(of: 42, as: .json)
        }
    }
}
