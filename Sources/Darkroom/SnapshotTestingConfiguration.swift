/// The configuration of snapshot assertions for the duration of an operation, set with
/// ``withSnapshotTesting(record:diffTool:operation:)-(_,_,()->R)`` or the `.snapshots` trait.
///
/// A `nil` value means "not set here": the enclosing configuration, then the environment, decides.
public struct SnapshotTestingConfiguration: Sendable {
    /// The configuration of the current task, if any.
    @TaskLocal public static var current: Self?

    /// The diff tool used in failure messages.
    public var diffTool: DiffTool?

    /// The record mode.
    public var record: Record?

    /// Whether `Image(systemName:)` without registered or shipped artwork fails the snapshot instead of drawing a
    /// placeholder (a Darkroom addition; `nil`: `SymbolRegistry.shared.isStrict`, i.e. `DARKROOM_STRICT_SYMBOLS=1`).
    public var strictSymbols: Bool?

    /// What `AsyncImage` shows for each URL in the snapshots (a Darkroom addition; `nil`: nothing registered,
    /// every `AsyncImage` shows its placeholder). A view's own `.environment(\.asyncImages, …)` wins.
    public var asyncImages: AsyncImageRegistry?

    /// Creates a configuration.
    public init(record: Record?, diffTool: DiffTool?) {
        self.diffTool = diffTool
        self.record = record
    }

    /// Creates a configuration with Darkroom's rendering settings.
    public init(record: Record? = nil, diffTool: DiffTool? = nil, strictSymbols: Bool? = nil, asyncImages: AsyncImageRegistry? = nil) {
        self.diffTool = diffTool
        self.record = record
        self.strictSymbols = strictSymbols
        self.asyncImages = asyncImages
    }
}
