import Foundation
import SnapshotArtifacts
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a test process writes its `SnapshotRunRecord` (the record's format and reading live in SnapshotArtifacts).
extension SnapshotRunRecord {
    /// The run id of this process: `DARKROOM_RUN_ID` when set, else `SnapshotRunRecord.defaultRunID`.
    static func runID(environment: SnapshotEnvironment) -> String {
        if let id = environment.runID, !id.isEmpty { return sanitizePathComponent(id) }
        return defaultRunID
    }

    /// Appends an entry for this process; errors are returned, not thrown, because a missing run
    /// record must not fail a passing test.
    @discardableResult
    static func append(_ entry: Entry, artifactsDirectory: String, environment: SnapshotEnvironment) -> SnapshotError? {
        let directory = runsDirectory(artifactsDirectory: artifactsDirectory) + "/" + runID(environment: environment)
        do {
            if !createdDirectories.withLock({ $0.contains(directory) }) {
                try SnapshotFileSystem.createDirectory(directory)
                createdDirectories.withLock { _ = $0.insert(directory) }
                // Review layer: note this process's command line, so `darkroom stale` can tell filtered runs.
                SnapshotRunMetadata.recordProcess(inRunDirectory: directory)
            }
            try SnapshotFileSystem.appendLine(entry.line, to: "\(directory)/touched-\(getpid()).txt")
            return nil
        } catch {
            return error
        }
    }

    private static let createdDirectories = LockedState<Set<String>>([])
}
