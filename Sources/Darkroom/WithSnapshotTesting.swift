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
///
/// Darkroom additions: `strictSymbols: true` makes an `Image(systemName:)` without artwork fail the snapshot;
/// `asyncImages` supplies what each `AsyncImage` URL loads (unregistered URLs show the placeholder).
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    strictSymbols: Bool? = nil,
    asyncImages: AsyncImageRegistry? = nil,
    operation: () throws -> R
) rethrows -> R {
    try SnapshotTestingConfiguration.$current.withValue(
        SnapshotTestingConfiguration.merging(record: record, diffTool: diffTool, strictSymbols: strictSymbols, asyncImages: asyncImages)
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
    strictSymbols: Bool? = nil,
    asyncImages: AsyncImageRegistry? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotTestingConfiguration.$current.withValue(
        SnapshotTestingConfiguration.merging(record: record, diffTool: diffTool, strictSymbols: strictSymbols, asyncImages: asyncImages)
    ) {
        try await operation()
    }
}

extension SnapshotTestingConfiguration {
    /// The configuration inside a new scope: the given values, else the enclosing ones. The diff
    /// tool falls back to `.default` as in swift-snapshot-testing; the record mode stays `nil`
    /// when unset so that the environment still decides.
    static func merging(record: Record?, diffTool: DiffTool?, strictSymbols: Bool? = nil, asyncImages: AsyncImageRegistry? = nil) -> Self {
        let outer = current ?? SnapshotTraitLookup.configurationFromTraits()
        let images: AsyncImageRegistry? =
            switch (outer?.asyncImages, asyncImages) {
            case (let o?, let i?): o.merging(i)
            case (let o, let i): i ?? o
            }
        return Self(
            record: record ?? outer?.record,
            diffTool: diffTool ?? outer?.diffTool ?? SnapshotGlobals.diffTool.withLock { $0 },
            strictSymbols: strictSymbols ?? outer?.strictSymbols,
            asyncImages: images
        )
    }
}
