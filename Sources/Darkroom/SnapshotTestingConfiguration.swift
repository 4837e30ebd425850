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

    /// Creates a configuration.
    public init(record: Record?, diffTool: DiffTool?) {
        self.diffTool = diffTool
        self.record = record
    }
}
