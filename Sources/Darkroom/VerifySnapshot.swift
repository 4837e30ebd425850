import Foundation

/// Verifies that a value matches its reference on disk, returning the failure message (or `nil`).
///
/// Build your own assertion helpers on it: call it, then report the message however you like.
///
/// - Parameters:
///   - value: The value to compare against the reference.
///   - snapshotting: The strategy that serialises, deserialises and compares values.
///   - name: A name for the snapshot, replacing the per-test counter in the file name.
///   - record: The record mode; `nil` uses `withSnapshotTesting`/`.snapshots`, then
///     `SNAPSHOT_TESTING_RECORD`, then `.missing` (`.never` when `CI` is true).
///   - snapshotDirectory: The directory of the reference files; by default
///     `<package root>/__Snapshots__/<TestFile>` (or `$SNAPSHOT_DIRECTORY/<TestFile>`).
///   - timeout: How long to wait for an asynchronous snapshot.
///   - fileID: The assertion's `#fileID`.
///   - filePath: The test file's path: it names the reference directory and locates the package root.
///   - testName: The test's name (`#function`); with the current Swift Testing suites and
///     arguments it names the reference file.
///   - line: The assertion's line.
///   - column: The assertion's column.
/// - Returns: A failure message, or `nil` when the value matches.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    SnapshotVerification(
        snapshotting: snapshotting,
        name: name,
        explicitRecord: record,
        snapshotDirectory: snapshotDirectory,
        timeout: timeout,
        fileID: fileID,
        filePath: filePath,
        testName: testName,
        line: line,
        column: column
    ).run(value)
}
