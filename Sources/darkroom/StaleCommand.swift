import ArgumentParser
import DarkroomReview
import Foundation

/// `darkroom stale`: references the last complete test run did not use.
struct StaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stale",
        abstract: "List reference files under __Snapshots__ that the last complete test run did not touch.",
        discussion: """
            Uses the run records the snapshot assertions write (<artifacts>/runs/<run-id>/). Refuses when \
            the last run was filtered (swift test --filter/--skip), which cannot tell.
            Exit status: 0 nothing stale (or all deleted), 1 stale references listed, 2 cannot tell or an error.
            """
    )

    @OptionGroup var options: ArtifactsOptions
    @Option(name: .customLong("snapshots"), help: ArgumentHelp("A reference directory to check (default: <package root>/__Snapshots__).", valueName: "dir"))
    var snapshots: [String] = []
    @Flag(help: "Delete the stale references.") var delete = false
    @Flag(help: "Treat the last run as complete even if it looks filtered.") var assumeComplete = false

    func run() throws {
        let locations = try options.locations(command: "stale")
        try exitUnlessZero(ReviewCommands.stale(locations: locations, snapshotDirectories: snapshots, delete: delete, assumeComplete: assumeComplete))
    }
}
