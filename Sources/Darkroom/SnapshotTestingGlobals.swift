import Foundation
#if canImport(XCTest)
import XCTest
#endif

/// The process-wide settings behind swift-snapshot-testing's global variables (`isRecording`,
/// `record`, `diffTool`, `_record`, `_diffTool`). Prefer `withSnapshotTesting` or the `.snapshots`
/// trait: a global applies to every test of the process, including tests running in parallel.
enum SnapshotGlobals {
    /// A record mode set through the globals; `nil` lets the environment decide.
    static let record = LockedState<SnapshotTestingConfiguration.Record?>(nil)
    /// The diff tool set through the globals.
    static let diffTool = LockedState<SnapshotTestingConfiguration.DiffTool>(.default)

    /// The record mode when nothing more specific sets one: a global, else the environment
    /// (`SNAPSHOT_TESTING_RECORD`, `CI`); throws for an unknown environment value.
    static func recordMode(environment: SnapshotEnvironment) throws(SnapshotError) -> SnapshotTestingConfiguration.Record {
        if let record = record.withLock({ $0 }) { return record }
        return try environment.recordMode()
    }
}

/// Whether snapshots are being recorded (record mode `.all`).
///
/// Setting `true` records every snapshot of the process; setting `false` returns to the default
/// mode (the environment's: `SNAPSHOT_TESTING_RECORD`, else `.missing`, or `.never` when `CI` is true).
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information.")
public var isRecording: Bool {
    get { (SnapshotTestingConfiguration.current?.record ?? _record) == .all }
    set { SnapshotGlobals.record.withLock { $0 = newValue ? .all : nil } }
}

/// Whether snapshots are being recorded; the same as ``isRecording``.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information.")
public var record: Bool {
    get { (SnapshotTestingConfiguration.current?.record ?? _record) == .all }
    set { SnapshotGlobals.record.withLock { $0 = newValue ? .all : nil } }
}

/// The diff tool of failure messages, for the whole process.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information.")
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { _diffTool }
    set { _diffTool = newValue }
}

/// The record mode in effect outside `withSnapshotTesting`: the current Swift Testing test's
/// `.snapshots` traits (innermost first), else the process-wide setting, else the environment's.
/// Setting it sets the process-wide mode.
@_spi(Internals)
public var _record: SnapshotTestingConfiguration.Record {
    get {
        if let record = SnapshotTraitLookup.configurationFromTraits()?.record { return record }
        return (try? SnapshotGlobals.recordMode(environment: .current)) ?? .missing
    }
    set { SnapshotGlobals.record.withLock { $0 = newValue } }
}

/// The diff tool in effect outside `withSnapshotTesting`: the current Swift Testing test's
/// `.snapshots` traits, else the process-wide one (`.default` unless set).
@_spi(Internals)
public var _diffTool: SnapshotTestingConfiguration.DiffTool {
    get {
        if let tool = SnapshotTraitLookup.configurationFromTraits()?.diffTool { return tool }
        return SnapshotGlobals.diffTool.withLock { $0 }
    }
    set { SnapshotGlobals.diffTool.withLock { $0 = newValue } }
}

/// swift-snapshot-testing's module name as a namespace, so that code written for it
/// (`SnapshotTesting.record = true`, `SnapshotTesting._diffTool`) compiles against Darkroom.
public enum SnapshotTesting {
    /// ``Darkroom/record``.
    @available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information.")
    public static var record: Bool {
        get { (SnapshotTestingConfiguration.current?.record ?? _record) == .all }
        set { SnapshotGlobals.record.withLock { $0 = newValue ? .all : nil } }
    }

    /// ``Darkroom/isRecording``.
    @available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information.")
    public static var isRecording: Bool {
        get { record }
        set { record = newValue }
    }

    /// ``Darkroom/diffTool``.
    @available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information.")
    public static var diffTool: SnapshotTestingConfiguration.DiffTool {
        get { _diffTool }
        set { _diffTool = newValue }
    }

    /// ``Darkroom/_record``.
    @_spi(Internals)
    public static var _record: SnapshotTestingConfiguration.Record {
        get { Darkroom._record }
        set { Darkroom._record = newValue }
    }

    /// ``Darkroom/_diffTool``.
    @_spi(Internals)
    public static var _diffTool: SnapshotTestingConfiguration.DiffTool {
        get { Darkroom._diffTool }
        set { Darkroom._diffTool = newValue }
    }
}

@available(*, deprecated, renamed: "SnapshotTestingConfiguration.DiffTool.default", message: "Use '.default' instead of a 'nil' value for 'diffTool'.")
extension SnapshotTestingConfiguration.DiffTool: ExpressibleByNilLiteral {
    /// `nil` means ``SnapshotTestingConfiguration/DiffTool/default``.
    public init(nilLiteral: ()) {
        self = .default
    }
}

#if canImport(XCTest)
/// swift-snapshot-testing's old base class name.
@available(*, deprecated, renamed: "XCTestCase")
public typealias SnapshotTestCase = XCTestCase
#endif
