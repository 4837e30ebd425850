import ArgumentParser
import DarkroomReview
import Foundation

/// `darkroom accept`: copies actual snapshots over their references.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Accept snapshot failures: copy each actual snapshot over its reference (atomically).",
        discussion: """
            New snapshots (recorded with record mode never, e.g. on CI) are accepted the same way: the \
            reference and its directories are created. Select failures by test name, Suite.test, snapshot \
            name, test file name, or the path of the reference, an artifact or a directory above them.
            Exit status: 0 all accepted, 1 a selector matched nothing or a failure could not be accepted, 2 an error.
            """
    )

    @OptionGroup var options: ArtifactsOptions
    @Flag(help: "Accept every pending failure.") var all = false
    @Flag(help: "Accept even when the reference moved or changed since the test ran.") var force = false
    @Argument(help: ArgumentHelp("Tests or files to accept.", valueName: "test-or-file")) var selectors: [String] = []

    func validate() throws {
        if all && !selectors.isEmpty { throw ValidationError("give either --all or the tests/files to accept, not both") }
    }

    func run() throws {
        let locations = try options.locations(command: "accept")
        try exitUnlessZero(ReviewCommands.accept(selectors: selectors, all: all, force: force, locations: locations))
    }
}

/// `darkroom reject`: discards failure artifacts, keeping the references.
struct RejectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reject",
        abstract: "Reject snapshot failures: discard their artifacts and keep the references.",
        discussion: """
            With --all, also removes outdated failures (tests that have passed since). When record mode \
            failed had re-recorded a reference, rejecting restores the previous one.
            Exit status: 0 all rejected, 1 a selector matched nothing or a failure could not be rejected, 2 an error.
            """
    )

    @OptionGroup var options: ArtifactsOptions
    @Flag(help: "Reject every pending failure.") var all = false
    @Argument(help: ArgumentHelp("Tests or files to reject.", valueName: "test-or-file")) var selectors: [String] = []

    func validate() throws {
        if all && !selectors.isEmpty { throw ValidationError("give either --all or the tests/files to reject, not both") }
    }

    func run() throws {
        let locations = try options.locations(command: "reject")
        try exitUnlessZero(ReviewCommands.reject(selectors: selectors, all: all, locations: locations))
    }
}
