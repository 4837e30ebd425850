import Darkroom
import Foundation
import XCTest

/// Record mode `.failed` leaves a matching reference alone — here one kept where
/// swift-snapshot-testing keeps references (beside this file), which Darkroom falls back to.
final class RecordTests: BaseTestCase {
    private var referenceURL: URL!

    override func setUp() {
        super.setUp()
        // `name` is "RecordTests.testX" (or "-[RecordTests testX]"): the last word is the test.
        let testName = name.split(whereSeparator: { " .[]-".contains($0) }).last.map(String.init) ?? name
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/RecordTests", isDirectory: true)
        referenceURL = directory.appendingPathComponent("\(testName).1.json")
        try? FileManager.default.removeItem(at: directory)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        super.tearDown()
        try? FileManager.default.removeItem(at: referenceURL.deletingLastPathComponent())
    }

    func testRecordFailed_NoFailure() throws {
        try Data("42".utf8).write(to: referenceURL)
        let modified = try modificationDate()

        withSnapshotTesting(record: .failed) {
            assertSnapshot(of: 42, as: .json)
        }

        XCTAssertEqual(try String(contentsOf: referenceURL, encoding: .utf8), "42")
        XCTAssertEqual(try modificationDate(), modified)
    }

    private func modificationDate() throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: referenceURL.path)[.modificationDate] as? Date
    }
}
