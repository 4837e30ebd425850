import ArgumentParser
import DarkroomReview
import Foundation

/// `darkroom demo`: the whole product on the bundled example. Runs the jokes example's snapshot
/// tests (`swift test --filter JokesAppTests`: the screen's states rendered and compared with
/// `__Snapshots__`), then writes the HTML report with the failures and the passed snapshots, and
/// prints its path.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the bundled jokes example, check it against __Snapshots__, write the HTML report and print its path.",
        discussion: """
            Runs `swift test --filter JokesAppTests` in the package (building first if needed), then \
            `darkroom report --include-passed`. Exit status: 0 the report was written (even when snapshots \
            failed: they are in the report), 2 an error.
            """
    )

    @Option(name: .shortAndLong, help: "Where to write the report (default: <artifacts>/report.html).") var output: String?
    @Option(help: "The tests to run (a `swift test --filter` pattern).") var filter = "JokesAppTests"
    @Flag(help: "Open the report in the browser.") var open = false

    func run() throws {
        let locations: ReviewLocations
        do {
            locations = try ReviewLocations.resolve(artifacts: [])
        } catch {
            FileHandle.standardError.write(Data("darkroom demo: \(error)\n".utf8))
            throw ExitCode(2)
        }
        guard let root = locations.packageRoot,
            FileManager.default.fileExists(atPath: root + "/Sources/JokesApp")
        else {
            FileHandle.standardError.write(Data("darkroom demo: run it inside the Darkroom package (it needs Sources/JokesApp).\n".utf8))
            throw ExitCode(2)
        }
        // Written directly (not buffered) so that it comes before the tests' output.
        FileHandle.standardOutput.write(Data("darkroom demo: rendering the jokes example and checking it against __Snapshots__ (swift test --filter \(filter))…\n".utf8))
        let testStatus = try runTests(in: root)
        let scan = try? ArtifactsScan(locations: locations)
        let (status, path) = ReviewCommands.report(
            locations: locations, outputPath: output, includePassed: true, output: CommandOutput(out: { _ in }, err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }))
        guard status == 0, let path else { throw ExitCode(2) }
        let report = scan.map { HTMLReport(scan: $0, snapshotDirectories: []) }
        let passed = report?.summary.passed.map(String.init) ?? "?"
        let failed = report?.summary.failed ?? 0, new = report?.summary.new ?? 0
        print("")
        print("darkroom demo: \(passed) snapshot\(passed == "1" ? "" : "s") matched, \(failed) failed, \(new) new (tests exited with \(testStatus)).")
        if failed + new > 0 {
            print("Review them with `swift run darkroom review`, or accept with `swift run darkroom accept --all`.")
        }
        print("Report:")
        print(path)
        if open { _ = ReportOpener.open(path) }
    }

    /// Runs `swift test --filter <filter>` in `root`, passing its output through; returns its exit status.
    private func runTests(in root: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "--filter", filter]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("darkroom demo: could not start `swift test`: \(error)\n".utf8))
            throw ExitCode(2)
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
