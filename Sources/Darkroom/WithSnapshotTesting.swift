/// Customises `assertSnapshot` for the duration of an operation.
///
/// Values you leave `nil` keep the enclosing configuration's. In XCTest, wrap `invokeTest` to
/// configure a whole class:
///
/// ```swift
/// class FeatureTests: XCTestCase {
///   override func invokeTest() {
///     withSnapshotTesting(record: .failed) { super.invokeTest() }
///   }
/// }
/// ```
///
/// With Swift Testing, prefer the `.snapshots(record:diffTool:)` trait.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () throws -> R
) rethrows -> R {
    try SnapshotTestingConfiguration.$current.withValue(
        SnapshotTestingConfiguration.merging(record: record, diffTool: diffTool)
    ) {
        try operation()
    }
}

/// Customises `assertSnapshot` for the duration of an asynchronous operation.
///
/// See ``withSnapshotTesting(record:diffTool:operation:)-(_,_,()->R)``.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotTestingConfiguration.$current.withValue(
        SnapshotTestingConfiguration.merging(record: record, diffTool: diffTool)
    ) {
        try await operation()
    }
}

extension SnapshotTestingConfiguration {
    /// The configuration inside a new scope: the given values, else the enclosing ones. The diff
    /// tool falls back to `.default` as in swift-snapshot-testing; the record mode stays `nil`
    /// when unset so that the environment still decides.
    static func merging(record: Record?, diffTool: DiffTool?) -> Self {
        let outer = current ?? SnapshotTraitLookup.configurationFromTraits()
        return Self(
            record: record ?? outer?.record,
            diffTool: diffTool ?? outer?.diffTool ?? SnapshotGlobals.diffTool.withLock { $0 }
        )
    }
}
