import ArgumentParser
import DarkroomReview
import Foundation

/// `darkroom init`: adds a snapshot test target with a first test to the package it runs in.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Add a snapshot test target with a first test to this package.",
        discussion: """
            Creates Tests/<Target>SnapshotTests/<Target>SnapshotTests.swift and adds the Darkroom dependency \
            and the test target to Package.swift, printing every change. Never overwrites a file: when the test \
            file or target exists, nothing changes. Without --url the dependency is this Darkroom checkout's path.
            Exit status: 0 added, 2 nothing changed (an error, or already there).
            """
    )

    @Option(help: "The target whose views the snapshot tests test (default: the only folder under Sources/).")
    var target: String?
    @Flag(help: "Which test library the first test uses.") var library: Library = .swiftTesting
    @Option(help: ArgumentHelp("Depend on a released Darkroom at this git URL (from: 0.1.0) instead of this checkout's path.", valueName: "url"))
    var url: String?

    enum Library: String, EnumerableFlag {
        case swiftTesting, xctest
    }

    func run() throws {
        let current = FileManager.default.currentDirectoryPath
        guard let root = ReviewLocations.packageRoot(startingAt: current) else {
            FileHandle.standardError.write(Data("darkroom init: no Package.swift at or above \(current); run it inside your package.\n".utf8))
            throw ExitCode(2)
        }
        let targets = SnapshotTestInitializer.sourceTargets(packageRoot: root)
        let chosen: String
        if let target {
            guard targets.contains(target) else {
                FileHandle.standardError.write(Data("darkroom init: no folder Sources/\(target) in \(root); targets: \(targets.joined(separator: ", "))\n".utf8))
                throw ExitCode(2)
            }
            chosen = target
        } else if targets.count == 1 {
            chosen = targets[0]
        } else {
            let names = targets.isEmpty ? "none" : targets.joined(separator: ", ")
            FileHandle.standardError.write(Data("darkroom init: pass --target NAME, the target whose views you test (Sources/ holds: \(names))\n".utf8))
            throw ExitCode(2)
        }
        let dependency =
            url.map { SnapshotTestInitializer.dependency(url: $0) }
            ?? SnapshotTestInitializer.dependency(path: SnapshotTestInitializer.darkroomCheckout)
        let initializer = SnapshotTestInitializer(
            packageRoot: root, target: chosen, library: library == .xctest ? .xctest : .swiftTesting, dependencyLine: dependency
        )
        let status = initializer.run()
        if status != 0 { throw ExitCode(status) }
    }
}
