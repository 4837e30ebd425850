import SnapshotArtifacts
import Foundation

/// The test runs recorded under one artifacts directory (`<artifacts>/runs/<run-id>/`), oldest
/// first, with what each run did to each reference.
public struct RunHistory: Sendable {
    /// One recorded run.
    public struct Run: Sendable, Equatable {
        /// The run id (its directory name).
        public var id: String
        /// Its directory.
        public var directory: String
        /// Every reference the run touched, with what happened to it.
        public var entries: [SnapshotRunRecord.Entry]
        /// What each test process of the run recorded about itself.
        public var processes: [SnapshotRunMetadata]

        /// Why the run ran only some tests, or `nil` when every process ran them all.
        public var filterReason: String? {
            processes.lazy.compactMap(\.filterReason).first
        }

        /// References the run touched, by status.
        public func references(with statuses: Set<SnapshotRunRecord.Status>) -> Set<String> {
            Set(entries.filter { statuses.contains($0.status) }.map(\.referencePath))
        }
    }

    /// The artifacts directory.
    public var artifactsDirectory: String
    /// The runs, oldest first.
    public var runs: [Run]

    /// Reads the runs of an artifacts directory (none when it has no `runs` folder).
    public init(artifactsDirectory: String) throws(ReviewError) {
        self.artifactsDirectory = artifactsDirectory
        let ids: [String]
        do {
            ids = try SnapshotArtifacts.runIDs(in: artifactsDirectory)
        } catch {
            throw .fileSystem(operation: "read the run records in", path: artifactsDirectory, reason: ReviewError.reason(of: error))
        }
        var runs: [Run] = []
        for id in ids {
            let directory = SnapshotRunRecord.runsDirectory(artifactsDirectory: artifactsDirectory) + "/" + id
            guard ReviewFileSystem.directoryExists(directory) else { continue }
            let entries: [SnapshotRunRecord.Entry]
            do {
                entries = try SnapshotRunRecord.entries(inRunDirectory: directory)
            } catch {
                throw .fileSystem(operation: "read the run record", path: directory, reason: ReviewError.reason(of: error))
            }
            runs.append(Run(id: id, directory: directory, entries: entries, processes: SnapshotRunMetadata.entries(inRunDirectory: directory)))
        }
        self.runs = runs
    }

    /// The most recent run.
    public var lastRun: Run? { runs.last }

    /// Whether a later run than `runID` passed (matched or re-recorded) `referencePath`, so a
    /// failure recorded by `runID` is out of date. Unknown run ids are never out of date.
    public func isSuperseded(referencePath: String, runID: String) -> Bool {
        guard let index = runs.firstIndex(where: { $0.id == runID }) else { return false }
        return runs[(index + 1)...].contains { run in
            run.entries.contains { $0.referencePath == referencePath && ($0.status == .matched || $0.status == .recorded) }
        }
    }
}
