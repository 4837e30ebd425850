import ArgumentParser
import DarkroomReview
import Foundation

/// `darkroom stale`: references the last complete test run did not use.
struct StaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stale",
        abstract: "List reference files under __Snapshots__ that the tests of the last complete run no longer use.",
        discussion: """
            Uses the run records the snapshot assertions write (<artifacts>/runs/<run-id>/). Refuses when \
            the last run was filtered (swift test --filter/--skip), which cannot tell. A reference is stale when \
            its test ran without using it, or when its test (or test file) is gone from Tests/. References of \
            tests declared in the source that did not run in this build (compiled out by #if, another \
            platform's) are kept and never deleted. --delete prints the list and asks before deleting \
            (--yes answers for scripts).
            Exit status: 0 nothing stale (or all deleted), 1 stale references listed (or deletion declined), \
            2 cannot tell, no confirmation, or an error.
            """
    )

    @OptionGroup var options: ArtifactsOptions
    @Option(name: .customLong("snapshots"), help: ArgumentHelp("A reference directory to check (default: <package root>/__Snapshots__).", valueName: "dir"))
    var snapshots: [String] = []
    @Flag(help: "Delete the stale references (asks first).") var delete = false
    @Flag(help: "With --delete: delete without asking.") var yes = false
    @Flag(help: "List the references kept because their tests did not run in this build, with the reason.") var verbose = false
    @Flag(help: "Treat the last run as complete even if it looks filtered.") var assumeComplete = false

    func run() throws {
        let locations = try options.locations(command: "stale")
        try exitUnlessZero(
            ReviewCommands.stale(
                locations: locations, snapshotDirectories: snapshots, delete: delete, assumeComplete: assumeComplete,
                yes: yes, verbose: verbose
            ))
    }
}
