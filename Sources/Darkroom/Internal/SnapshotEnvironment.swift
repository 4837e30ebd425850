import Foundation

/// The environment variables Darkroom reads, captured once from the process and replaceable per
/// task (tests use `SnapshotEnvironment.$current.withValue(…)` instead of mutating the process
/// environment).
struct SnapshotEnvironment: Sendable, Equatable {
    /// `SNAPSHOT_TESTING_RECORD`.
    var record: String?
    /// `CI`.
    var ci: String?
    /// `SNAPSHOT_ARTIFACTS`: where failure artifacts go.
    var artifacts: String?
    /// `SNAPSHOT_DIRECTORY`: replaces `<package root>/__Snapshots__`.
    var snapshotDirectory: String?
    /// `DARKROOM_RUN_ID`: names the run record directory (default: derived from the parent process).
    var runID: String?

    init(
        record: String? = nil,
        ci: String? = nil,
        artifacts: String? = nil,
        snapshotDirectory: String? = nil,
        runID: String? = nil
    ) {
        self.record = record
        self.ci = ci
        self.artifacts = artifacts
        self.snapshotDirectory = snapshotDirectory
        self.runID = runID
    }

    init(variables: [String: String]) {
        self.init(
            record: variables["SNAPSHOT_TESTING_RECORD"],
            ci: variables["CI"],
            artifacts: variables["SNAPSHOT_ARTIFACTS"],
            snapshotDirectory: variables["SNAPSHOT_DIRECTORY"],
            runID: variables["DARKROOM_RUN_ID"]
        )
    }

    static let process = SnapshotEnvironment(variables: ProcessInfo.processInfo.environment)

    @TaskLocal static var current: SnapshotEnvironment = process

    /// Whether `CI` holds a true value (`true`, `1`, `yes`, `on`, any case).
    var isCI: Bool {
        guard let ci else { return false }
        return ["true", "1", "yes", "on"].contains(ci.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The accepted values of `SNAPSHOT_TESTING_RECORD`, for messages.
    static let acceptedRecordValues = "all, missing, failed, never (or true, 1, yes for all)"

    /// The record mode the environment asks for: `SNAPSHOT_TESTING_RECORD` if set, else `.never`
    /// on CI and `.missing` elsewhere. Throws for a value it does not know.
    func recordMode() throws(SnapshotError) -> SnapshotTestingConfiguration.Record {
        if let raw = record {
            let value = raw.trimmingCharacters(in: .whitespaces).lowercased()
            if let mode = SnapshotTestingConfiguration.Record(rawValue: value) { return mode }
            if ["true", "1", "yes"].contains(value) { return .all }
            throw .unknownRecordMode(raw)
        }
        return isCI ? .never : .missing
    }
}
