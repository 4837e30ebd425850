import ArgumentParser
import DarkroomReview
import Foundation

/// `darkroom migrate`: moves references from swift-snapshot-testing's layout to Darkroom's.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Move references from swift-snapshot-testing's layout (Tests/<Target>/__Snapshots__/) to Darkroom's (__Snapshots__/ at the package root).",
        discussion: """
            Renames them as Darkroom names them: Swift Testing references get their suites \
            (Suite.test.1.png), XCTest references their class when it is not named like the test file. \
            Prints every move. Exit status: 0 all moved (or nothing to do), 1 some could not be moved, 2 an error.
            """
    )

    @Flag(help: "Print what would move without moving anything.") var dryRun = false

    func run() throws {
        let current = FileManager.default.currentDirectoryPath
        guard let root = ReviewLocations.packageRoot(startingAt: current) else {
            FileHandle.standardError.write(Data("darkroom migrate: no Package.swift at or above \(current); run it inside the package.\n".utf8))
            throw ExitCode(2)
        }
        let status = SnapshotMigration.plan(packageRoot: root).apply(dryRun: dryRun, packageRoot: root)
        if status != 0 { throw ExitCode(status) }
    }
}
