/// Why a snapshot assertion could not run; its description is the failure message.
public enum SnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `SNAPSHOT_TESTING_RECORD` holds a value that is not a record mode.
    case unknownRecordMode(String)
    /// The snapshot has no pixels (or no content); `of` names the snapshotted value's type.
    case emptySnapshot(of: String, width: Int, height: Int)
    /// An `App` or `Scene` snapshotted as an image has no `WindowGroup`, so no window to draw.
    case noWindow(of: String)
    /// A file or directory could not be read or written.
    case fileSystem(operation: String, path: String, reason: String)
    /// The `.json` strategy for `Any` got a value `JSONSerialization` cannot write; names its type.
    case notJSON(String)

    public var description: String {
        switch self {
        case .unknownRecordMode(let value):
            return """
                Unknown record mode "\(value)" in SNAPSHOT_TESTING_RECORD. \
                Accepted values: \(SnapshotEnvironment.acceptedRecordValues).
                """
        case .emptySnapshot(let type, let width, let height):
            return """
                Newly-taken snapshot is empty: \(type) rendered to \(width)×\(height) pixels. \
                Give it a size (a frame, or a .fixed or .device layout) so that it has something to draw.
                """
        case .noWindow(let type):
            return """
                \(type) shows no window: its body has no WindowGroup. Snapshot the view a window of it shows instead.
                """
        case .fileSystem(let operation, let path, let reason):
            return "Could not \(operation) \(path): \(reason)"
        case .notJSON(let type):
            return """
                The .json strategy cannot write a \(type): JSONSerialization takes arrays and dictionaries \
                of strings, numbers, booleans and NSNull. Snapshot an Encodable value with .json, or use .dump.
                """
        }
    }
}
