import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Says once per test run that references were found where swift-snapshot-testing keeps them,
/// and how to move them to Darkroom's layout.
///
/// `swift test` starts one test process for XCTest and another for Swift Testing (and several with
/// `--parallel`); they share a run id (``SnapshotRunRecord``), so the first process to claim the
/// run's marker file (`<artifacts>/runs/<run-id>/legacy-reference-note`, created exclusively) prints
/// the note and the others stay quiet. Where the marker cannot be written, the note falls back to
/// once per process.
enum LegacyReferenceHint {
    private static let shown = LockedState(false)

    /// The marker's file name inside a run directory.
    static let markerName = "legacy-reference-note"

    /// Notes that `legacy` was used because `darkroom` (Darkroom's place) was empty; prints the hint
    /// the first time in the run only.
    static func note(legacy: String, darkroom: String, artifactsRoot: String, environment: SnapshotEnvironment) {
        guard claim(artifactsRoot: artifactsRoot, environment: environment) else { return }
        let text = """
            darkroom: using a reference in swift-snapshot-testing's location: \(legacy)
            darkroom: Darkroom keeps references at the package root instead: \(darkroom)
            darkroom: such references are used as they are; to move and rename them all in one step, run
            darkroom:     swift run darkroom migrate --dry-run    (shows what it would do)
            darkroom:     swift run darkroom migrate              (does it)
            darkroom: (this note is shown once per test run)

            """
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether this call is the first of the process and of the run.
    static func claim(artifactsRoot: String, environment: SnapshotEnvironment) -> Bool {
        let first = shown.withLock { shown -> Bool in
            defer { shown = true }
            return !shown
        }
        guard first else { return false }
        return claimRun(
            directory: SnapshotRunRecord.runsDirectory(artifactsDirectory: artifactsRoot)
                + "/" + SnapshotRunRecord.runID(environment: environment)
        )
    }

    /// Whether this process is the first of the run in `directory` to claim the note: creates the
    /// marker exclusively. Errors other than "already there" count as first, so the note is shown.
    static func claimRun(directory: String) -> Bool {
        guard (try? SnapshotFileSystem.createDirectory(directory)) != nil else { return true }
        let descriptor = open(directory + "/" + markerName, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor >= 0 {
            close(descriptor)
            return true
        }
        return errno != EEXIST
    }
}
