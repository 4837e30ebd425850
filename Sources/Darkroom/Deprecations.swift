import Foundation

// swift-snapshot-testing's deprecated surface as its `Internal/Deprecations.swift` keeps it at 1.19, with
// the same deprecation messages, so that older suites compile (with its warnings) and run unchanged.
// Each forwards to the current API; the `fileID`/`column` parameters the old spellings lacked are added
// with defaults, so failures are reported at the caller.

// Deprecated after 1.18.9:

/// `record` as an optional `Bool`: `true` records (`.all`), `false` is `.missing`, `nil` the configured mode.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: SnapshotTestingConfiguration.Record(recording),
        timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

/// Named strategies with `record` as an optional `Bool`.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: SnapshotTestingConfiguration.Record(recording), timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

/// Numbered strategies with `record` as an optional `Bool`.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: SnapshotTestingConfiguration.Record(recording), timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

/// `verifySnapshot` with `record` as an optional `Bool`.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: SnapshotTestingConfiguration.Record(recording),
        snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column
    )
}

extension SnapshotTestingConfiguration.Record {
    /// The old `Bool?` record flag: `true` is `.all`, `false` is `.missing`, `nil` leaves the mode unset.
    fileprivate init?(_ recording: Bool?) {
        guard let recording else { return nil }
        self = recording ? .all : .missing
    }
}

// Deprecated after 1.12.0:

/// Asserts that a value's text matches `reference`, written in the test's source.
///
/// Darkroom compares but does not rewrite test sources: where swift-snapshot-testing would record the
/// snapshot into the file (record mode, or an empty reference), the failure message carries the text to paste.
@available(*, deprecated, message: "Use 'assertInlineSnapshot(of:)' from the 'InlineSnapshotTesting' module, instead.")
public func _assertInlineSnapshot<Value>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, String>,
    record recording: Bool = false,
    timeout: TimeInterval = 5,
    with reference: String,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = InlineSnapshot.verify(
        try value(), as: snapshotting, record: recording, timeout: timeout, reference: reference, testName: testName
    )
    guard let message = failure else { return }
    recordSnapshotIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Verifies that a value's text matches `reference`, returning the failure message (or `nil`); see
/// `_assertInlineSnapshot`.
@available(*, deprecated, message: "Use 'assertInlineSnapshot(of:)' from the 'InlineSnapshotTesting' module, instead.")
public func _verifyInlineSnapshot<Value>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, String>,
    record recording: Bool = false,
    timeout: TimeInterval = 5,
    with reference: String,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    InlineSnapshot.verify(try value(), as: snapshotting, record: recording, timeout: timeout, reference: reference, testName: testName)
}

// Deprecated after 1.11.1:

/// The old spelling of `assertSnapshot(of:as:…)`.
@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: SnapshotTestingConfiguration.Record(recording),
        timeout: timeout, fileID: fileID, file: file, testName: testName, line: line, column: column
    )
}

/// The old spelling of `assertSnapshots(of:as:…)` with named strategies.
@available(*, deprecated, renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: SnapshotTestingConfiguration.Record(recording), timeout: timeout,
        fileID: fileID, file: file, testName: testName, line: line, column: column
    )
}

/// The old spelling of `assertSnapshots(of:as:…)` with numbered strategies.
@available(*, deprecated, renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: SnapshotTestingConfiguration.Record(recording), timeout: timeout,
        fileID: fileID, file: file, testName: testName, line: line, column: column
    )
}

/// The old spelling of `verifySnapshot(of:as:…)`.
@available(*, deprecated, renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:line:)")
public func verifySnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: SnapshotTestingConfiguration.Record(recording),
        snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: file,
        testName: testName, line: line, column: column
    )
}
