import Foundation

/// Asserts that a value matches its reference on disk.
///
/// A failure is reported to the running framework (XCTest or Swift Testing). On a mismatch the
/// new snapshot, a copy of the reference, a diff and a manifest are written under
/// `SNAPSHOT_ARTIFACTS` (default `<package root>/.build/snapshot-artifacts`).
///
/// ```swift
/// assertSnapshot(of: user, as: .json)
/// assertSnapshot(of: bitmap, as: .image(perceptualPrecision: 0.98))
/// ```
///
/// - Parameters:
///   - value: The value to compare against the reference.
///   - snapshotting: The strategy that serialises, deserialises and compares values.
///   - name: A name for the snapshot, replacing the per-test counter in the file name.
///   - record: The record mode; `nil` uses `withSnapshotTesting`/`.snapshots`, then
///     `SNAPSHOT_TESTING_RECORD`, then `.missing` (`.never` when `CI` is true).
///   - timeout: How long to wait for an asynchronous snapshot.
///   - fileID: The assertion's `#fileID`.
///   - filePath: The test file's path.
///   - testName: The test's name (`#function`).
///   - line: The assertion's line.
///   - column: The assertion's column.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
    guard let message = failure else { return }
    recordSnapshotIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a value matches several references, one per named strategy (in key order).
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for name in strategies.keys.sorted() {
        guard let strategy = strategies[name] else { continue }
        assertSnapshot(
            of: try value(), as: strategy, named: name, record: record, timeout: timeout,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column
        )
    }
}

/// Asserts that a value matches several references, one per strategy, numbered in order.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(
            of: try value(), as: strategy, record: record, timeout: timeout,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column
        )
    }
}
