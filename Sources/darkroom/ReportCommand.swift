import ArgumentParser
import DarkroomReview
import Foundation

/// `darkroom report`: writes the self-contained HTML report.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a self-contained HTML report of the snapshot failures and print its path.",
        discussion: """
            One file with the images embedded: expected, actual and diff side by side, a wipe slider, \
            onion-skin blending, click-to-toggle and pixel zoom. Works offline and as a CI artifact.
            Exit status: 0 written, 2 an error.
            """
    )

    @OptionGroup var options: ArtifactsOptions
    @Option(name: .shortAndLong, help: "Where to write the report (default: <artifacts>/report.html).") var output: String?
    @Flag(help: "Open the report in the browser.") var open = false

    func run() throws {
        let locations = try options.locations(command: "report")
        let (status, path) = ReviewCommands.report(locations: locations, outputPath: output)
        if open, let path { _ = ReportOpener.open(path) }
        try exitUnlessZero(status)
    }
}
