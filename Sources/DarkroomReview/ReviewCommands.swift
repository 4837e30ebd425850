import SnapshotArtifacts
import Foundation

/// The logic of the `darkroom` review commands, callable in-process (the executable only parses
/// arguments). Each returns the command's exit status:
///
/// | command | 0 | 1 | 2 |
/// |---|---|---|---|
/// | review | nothing left pending | failures still pending | an error (lock held, unreadable directory…) |
/// | accept / reject | every selected failure handled | a selector matched nothing or a failure could not be handled | an error |
/// | report | report written | – | an error |
/// | stale | no stale references (or all deleted) | stale references listed | cannot tell (filtered run, no run) or an error |
public enum ReviewCommands {
    /// How long accept and reject wait for another review's lock.
    public static let lockWaitSeconds: Double = 10

    // MARK: - review

    /// `darkroom review`: interactive on a terminal (`keys` given), else prints the pending
    /// failures.
    public static func review(
        locations: ReviewLocations, keys: (any ReviewKeySource)?, force: Bool = false,
        openReport: @escaping (String) -> String = { "Report: \($0)" },
        output: CommandOutput = .standard
    ) -> Int32 {
        let locks: [ArtifactsLock]
        if keys != nil {
            do {
                locks = try lock(locations, waitSeconds: 0)
            } catch {
                output.err("darkroom review: \(error)")
                return 2
            }
        } else {
            locks = []
        }
        defer { locks.forEach { $0.release() } }
        guard let scan = scan(locations, command: "review", output: output) else { return 2 }
        guard var keys else {
            for (index, item) in scan.pending.enumerated() {
                output.out(FailureDescription.block(item, index: index, count: scan.pending.count))
                output.out("")
            }
            if scan.pending.isEmpty {
                output.out(noFailuresLine(scan))
                return 0
            }
            output.out(
                "\(scan.pending.count) snapshot failure\(scan.pending.count == 1 ? "" : "s") pending. Review them in a terminal with `darkroom review`, or use `darkroom accept` / `darkroom reject` (--all or TEST-OR-FILE …), or `darkroom report` for the HTML report."
            )
            return 1
        }
        var session = ReviewSession(
            pending: scan.pending, reviewer: SnapshotReviewer(force: force),
            output: { output.out($0) },
            openReport: {
                let path = defaultReportPath(locations)
                do {
                    let report = HTMLReport(scan: (try? ArtifactsScan(locations: locations)) ?? scan, snapshotDirectories: snapshotDirectories(locations))
                    try report.write(to: path)
                    return openReport(path)
                } catch {
                    return "error: \(error)"
                }
            }
        )
        if scan.pending.isEmpty {
            output.out(noFailuresLine(scan))
            return 0
        }
        let summary = session.run(keys: &keys)
        return summary.remaining.isEmpty && summary.errors.isEmpty ? 0 : 1
    }

    // MARK: - accept / reject

    /// `darkroom accept`: accepts the selected failures (or all).
    public static func accept(
        selectors: [String], all: Bool, force: Bool, locations: ReviewLocations,
        currentDirectory: String = FileManager.default.currentDirectoryPath, output: CommandOutput = .standard
    ) -> Int32 {
        act(accept: true, selectors: selectors, all: all, force: force, locations: locations, currentDirectory: currentDirectory, output: output)
    }

    /// `darkroom reject`: discards the selected failures (or all, including outdated ones).
    public static func reject(
        selectors: [String], all: Bool, locations: ReviewLocations,
        currentDirectory: String = FileManager.default.currentDirectoryPath, output: CommandOutput = .standard
    ) -> Int32 {
        act(accept: false, selectors: selectors, all: all, force: false, locations: locations, currentDirectory: currentDirectory, output: output)
    }

    private static func act(
        accept: Bool, selectors: [String], all: Bool, force: Bool, locations: ReviewLocations,
        currentDirectory: String, output: CommandOutput
    ) -> Int32 {
        let command = accept ? "accept" : "reject"
        guard all || !selectors.isEmpty else {
            output.err("darkroom \(command): name the failures to \(command) (a test name, Suite.test, a snapshot name, or a reference/artifact path), or pass --all")
            return 2
        }
        let locks: [ArtifactsLock]
        do {
            locks = try lock(locations, waitSeconds: lockWaitSeconds)
        } catch {
            output.err("darkroom \(command): \(error)")
            return 2
        }
        defer { locks.forEach { $0.release() } }
        guard let scan = scan(locations, command: command, output: output) else { return 2 }

        var status: Int32 = 0
        var selected: [PendingSnapshot] = []
        if all {
            selected = scan.pending
            if !accept { selected += scan.outdated }
        } else {
            for selector in selectors {
                let matches = scan.pending.filter { $0.matches(selector, currentDirectory: currentDirectory) }
                if matches.isEmpty {
                    output.err(
                        "darkroom \(command): no pending snapshot failure matches \"\(selector)\"" + (scan.pending.isEmpty ? " (there are none)" : "; `darkroom review` lists them")
                    )
                    status = 1
                }
                for match in matches where !selected.contains(where: { $0.manifestPath == match.manifestPath }) {
                    selected.append(match)
                }
            }
        }
        if all && selected.isEmpty {
            output.out(noFailuresLine(scan))
            return 0
        }
        let reviewer = SnapshotReviewer(force: force)
        var handled = 0
        for item in selected {
            do {
                if accept {
                    switch try reviewer.accept(item) {
                    case .written(let reference): output.out("accepted \(item.testDisplayName) → \(reference)")
                    case .alreadyCurrent(let reference): output.out("accepted \(item.testDisplayName): \(reference) already holds it")
                    }
                } else {
                    switch try reviewer.reject(item) {
                    case .discarded: output.out("rejected \(item.testDisplayName) (\(item.manifest.snapshotName)); reference unchanged")
                    case .restored(let reference): output.out("rejected \(item.testDisplayName); restored the previous \(reference)")
                    }
                }
                handled += 1
            } catch .alreadyHandled(let manifest) {
                output.out("\(item.testDisplayName): already handled by another review (\(manifest))")
                handled += 1
            } catch {
                output.err("darkroom \(command): \(item.testDisplayName): \(error)")
                status = 1
            }
        }
        let verb = accept ? "Accepted" : "Rejected"
        output.out("\(verb) \(handled) of \(selected.count).")
        return status
    }

    // MARK: - report

    /// `darkroom report`: writes the HTML report and prints its path; `includePassed` adds the
    /// references the last run matched.
    @discardableResult
    public static func report(
        locations: ReviewLocations, outputPath: String?, includePassed: Bool = false, output: CommandOutput = .standard
    ) -> (status: Int32, path: String?) {
        guard let scan = scan(locations, command: "report", output: output) else { return (2, nil) }
        let path =
            outputPath.map { ReviewLocations.absolutePath($0, relativeTo: FileManager.default.currentDirectoryPath) }
            ?? defaultReportPath(locations)
        do {
            try HTMLReport(scan: scan, snapshotDirectories: snapshotDirectories(locations), includePassed: includePassed).write(to: path)
        } catch {
            output.err("darkroom report: \(error)")
            return (2, nil)
        }
        output.out(path)
        return (0, path)
    }

    /// `<first artifacts directory>/report.html`.
    public static func defaultReportPath(_ locations: ReviewLocations) -> String {
        (locations.artifactsDirectories.first ?? FileManager.default.currentDirectoryPath) + "/report.html"
    }

    // MARK: - stale

    /// `darkroom stale`: lists (or deletes) references the last complete run did not touch.
    public static func stale(
        locations: ReviewLocations, snapshotDirectories explicit: [String], delete: Bool, assumeComplete: Bool,
        yes: Bool = false, verbose: Bool = false,
        confirm: @Sendable (_ prompt: String) -> String? = StaleConfirmation.terminal,
        output: CommandOutput = .standard
    ) -> Int32 {
        let directories =
            explicit.isEmpty
            ? snapshotDirectories(locations)
            : explicit.map {
                ReviewLocations.absolutePath($0, relativeTo: FileManager.default.currentDirectoryPath)
            }
        guard !directories.isEmpty else {
            output.err("darkroom stale: no __Snapshots__ directory: run inside your package or pass --snapshots DIR")
            return 2
        }
        let result: StaleReferences
        do {
            let histories = try locations.artifactsDirectories.filter(ReviewFileSystem.directoryExists).map { directory throws(ReviewError) in
                try RunHistory(artifactsDirectory: directory)
            }
            result = try StaleReferences(
                snapshotDirectories: directories,
                histories: histories,
                testsDirectory: StaleReferences.testsDirectory(packageRoot: locations.packageRoot, snapshotDirectories: directories),
                assumeComplete: assumeComplete
            )
        } catch {
            output.err("darkroom stale: cannot tell which references are stale: \(error)")
            return 2
        }
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        if !result.kept.isEmpty {
            if verbose {
                for kept in result.kept { output.out("kept \(kept.path): \(kept.reason)") }
            }
            output.out(
                """
                \(plural(result.kept.count, "reference")) kept: their tests are declared in the source but did not run \
                in this build (compiled out by #if, or another platform's)\(verbose ? "" : "; --verbose lists them").
                """)
        }
        if result.stale.isEmpty {
            output.out("No stale references: the last run (\(result.run.id)) used every reference of the tests it ran in \(directories.joined(separator: ", ")).")
            return 0
        }
        for file in result.stale { output.out(file) }
        output.out("\(plural(result.stale.count, "reference")) not used by the last run (\(result.run.id)).")
        guard delete else {
            output.out("Remove them with `darkroom stale --delete` (it asks first; --yes skips the question).")
            return 1
        }
        if !yes {
            guard let answer = confirm("Delete these \(plural(result.stale.count, "file"))? Type yes to delete: ") else {
                output.err(
                    """
                    darkroom stale: not deleting: nobody can confirm (standard input is not a terminal). \
                    Check the list above, then run `darkroom stale --delete --yes`.
                    """)
                return 2
            }
            guard answer.trimmingCharacters(in: .whitespaces).lowercased() == "yes" else {
                output.out("Nothing deleted.")
                return 1
            }
        }
        do {
            let deleted = try result.delete(snapshotDirectories: directories)
            for file in deleted { output.out("deleted \(file)") }
            output.out("Deleted \(plural(deleted.count, "stale reference")).")
            return 0
        } catch {
            output.err("darkroom stale: \(error)")
            return 2
        }
    }

    // MARK: - Helpers

    /// `<package root>/__Snapshots__` and `$SNAPSHOT_DIRECTORY` (when set), those that exist.
    public static func snapshotDirectories(_ locations: ReviewLocations, environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var directories: [String] = []
        if let root = locations.packageRoot { directories.append(root + "/__Snapshots__") }
        if let custom = environment["SNAPSHOT_DIRECTORY"], !custom.isEmpty {
            directories.append(ReviewLocations.absolutePath(custom, relativeTo: FileManager.default.currentDirectoryPath))
        }
        return directories.filter(ReviewFileSystem.directoryExists)
    }

    private static func lock(_ locations: ReviewLocations, waitSeconds: Double) throws(ReviewError) -> [ArtifactsLock] {
        var locks: [ArtifactsLock] = []
        for directory in locations.artifactsDirectories where ReviewFileSystem.directoryExists(directory) {
            do {
                locks.append(try ArtifactsLock(directory: directory, waitSeconds: waitSeconds))
            } catch {
                locks.forEach { $0.release() }
                throw error
            }
        }
        return locks
    }

    private static func scan(_ locations: ReviewLocations, command: String, output: CommandOutput) -> ArtifactsScan? {
        do {
            let scan = try ArtifactsScan(locations: locations)
            for problem in scan.problems { output.err("darkroom \(command): skipping \(problem)") }
            return scan
        } catch {
            output.err("darkroom \(command): \(error)")
            return nil
        }
    }

    private static func noFailuresLine(_ scan: ArtifactsScan) -> String {
        var line = "No snapshot failures to review."
        if !scan.missingDirectories.isEmpty {
            line += " (\(scan.missingDirectories.joined(separator: ", ")) does not exist: no test has failed there yet.)"
        }
        if !scan.outdated.isEmpty {
            line += " \(scan.outdated.count) outdated failure\(scan.outdated.count == 1 ? "" : "s") from earlier runs (passing since) can be removed with `darkroom reject --all`."
        }
        return line
    }
}
