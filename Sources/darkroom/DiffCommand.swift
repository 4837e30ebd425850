import ArgumentParser

/// `darkroom diff EXPECTED ACTUAL [--output DIFF]`. STUB: the foundation work fills this in.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "diff", abstract: "Compare two PNG files pixel by pixel.")

    @Argument(help: "The reference PNG.") var expected: String
    @Argument(help: "The PNG to compare with it.") var actual: String
    @Option(help: "Where to write a diff image.") var output: String?

    func run() throws {
        throw ExitCode(2)
    }
}
