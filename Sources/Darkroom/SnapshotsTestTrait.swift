#if canImport(Testing)
import Testing

/// The Swift Testing trait that configures snapshot assertions in a suite or test; create it with
/// `.snapshots(record:diffTool:)`.
///
/// Suite traits apply to every test inside (recursively); the innermost value set wins and unset
/// values keep the outer ones.
public struct _SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
    public let isRecursive = true
    let configuration: SnapshotTestingConfiguration

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withSnapshotTesting(
            record: configuration.record, diffTool: configuration.diffTool,
            strictSymbols: configuration.strictSymbols, asyncImages: configuration.asyncImages
        ) {
            try await SnapshotCounter.$current.withValue(SnapshotCounter()) {
                try await function()
            }
        }
    }
}

extension Trait where Self == _SnapshotsTestTrait {
    /// Configures snapshot testing in a suite or test with the default settings.
    public static var snapshots: Self {
        snapshots()
    }

    /// Configures snapshot testing in a suite or test.
    ///
    /// - Parameters:
    ///   - record: The record mode of the tests.
    ///   - diffTool: The diff tool to use in failure messages.
    public static func snapshots(
        record: SnapshotTestingConfiguration.Record? = nil,
        diffTool: SnapshotTestingConfiguration.DiffTool? = nil
    ) -> Self {
        _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    }

    /// Configures snapshot testing in a suite or test, with Darkroom's rendering settings: `strictSymbols: true`
    /// fails snapshots with an `Image(systemName:)` that has no artwork; `asyncImages` supplies what each
    /// `AsyncImage` URL loads.
    public static func snapshots(
        record: SnapshotTestingConfiguration.Record? = nil,
        diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
        strictSymbols: Bool? = nil,
        asyncImages: AsyncImageRegistry? = nil
    ) -> Self {
        _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool, strictSymbols: strictSymbols, asyncImages: asyncImages))
    }

    /// Configures snapshot testing in a suite or test.
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
        _SnapshotsTestTrait(configuration: configuration)
    }
}
#endif

/// Reads the `.snapshots` traits of the current Swift Testing test, for code that runs outside the
/// trait's scope (innermost trait first, like swift-snapshot-testing).
enum SnapshotTraitLookup {
    static func configurationFromTraits() -> SnapshotTestingConfiguration? {
        #if canImport(Testing)
        guard let test = Test.current else { return nil }
        var record: SnapshotTestingConfiguration.Record?
        var diffTool: SnapshotTestingConfiguration.DiffTool?
        var strictSymbols: Bool?
        var asyncImages: AsyncImageRegistry?
        for trait in test.traits.reversed() {
            guard let configuration = (trait as? _SnapshotsTestTrait)?.configuration else { continue }
            record = record ?? configuration.record
            diffTool = diffTool ?? configuration.diffTool
            strictSymbols = strictSymbols ?? configuration.strictSymbols
            asyncImages = asyncImages ?? configuration.asyncImages
        }
        guard record != nil || diffTool != nil || strictSymbols != nil || asyncImages != nil else { return nil }
        return SnapshotTestingConfiguration(record: record, diffTool: diffTool, strictSymbols: strictSymbols, asyncImages: asyncImages)
        #else
        return nil
        #endif
    }
}
