import ArgumentParser
import DarkroomReview
import Foundation

/// The options every review command shares: where the failure artifacts are.
struct ArtifactsOptions: ParsableArguments {
    @Option(
        name: [.customShort("a"), .customLong("artifacts")],
        help: ArgumentHelp(
            "An artifacts directory to read (repeat for several, e.g. downloaded CI shards).",
            discussion: "Default: $SNAPSHOT_ARTIFACTS (several separated by ':'), else <package root>/.build/snapshot-artifacts.",
            valueName: "dir"
        )
    )
    var artifacts: [String] = []

    /// The resolved locations, or exit status 2 with the error printed.
    func locations(command: String) throws -> ReviewLocations {
        do {
            return try ReviewLocations.resolve(artifacts: artifacts)
        } catch {
            FileHandle.standardError.write(Data("darkroom \(command): \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}

/// Exits with `status` unless it is 0.
func exitUnlessZero(_ status: Int32) throws {
    if status != 0 { throw ExitCode(status) }
}
