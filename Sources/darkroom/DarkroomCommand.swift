import ArgumentParser

/// `darkroom`: review snapshot failures and compare images.
@main
struct DarkroomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "darkroom",
        abstract: "Snapshot testing for SwiftUI-style layouts on Linux: compare images and review failures.",
        subcommands: [
            InitCommand.self, ReviewCommand.self, AcceptCommand.self, RejectCommand.self, ReportCommand.self, StaleCommand.self, DiffCommand.self, MigrateCommand.self,
            ShardCommand.self, DemoCommand.self, PreviewsCommand.self,
        ]
    )
}
