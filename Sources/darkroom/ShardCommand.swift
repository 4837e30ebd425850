import ArgumentParser
import SnapshotArtifacts
import DarkroomReview
import Foundation

/// `darkroom shard INDEX/COUNT`: the `swift test --filter` of one CI shard.
struct ShardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shard",
        abstract: "Print the swift test --filter that runs shard INDEX of COUNT of the package's tests.",
        discussion: """
            Use it as: swift test --filter "$(darkroom shard 2/4)". The partition is stable: a test's \
            shard comes from a hash of its name, the same on every machine. With --balance, the last \
            test run's snapshot counts (<artifacts>/runs/) spread the snapshot-heavy tests instead. \
            Tests are listed with `swift test list` (--skip-build to reuse a build), or read from --tests FILE \
            (the output of swift test list; - for standard input).
            """
    )

    @Argument(help: ArgumentHelp("Which shard, as INDEX/COUNT (1-based), e.g. 2/4.", valueName: "index/count"))
    var shard: String

    @Option(help: ArgumentHelp("The output of `swift test list` (- for standard input) instead of running it.", valueName: "file"))
    var tests: String?

    @Flag(help: "Pass --skip-build to swift test list.") var skipBuild = false
    @Flag(help: "Balance by the snapshot counts of the last run in the artifacts directory.") var balance = false
    @Flag(help: "Print the shard's test names, one a line, instead of the filter.") var list = false
    @OptionGroup var options: ArtifactsOptions

    func run() throws {
        guard let (index, count) = TestShards.parse(shard) else {
            throw ValidationError("'\(shard)' is not INDEX/COUNT with 1 ≤ INDEX ≤ COUNT (e.g. 2/4)")
        }
        let output: String
        if let tests {
            if tests == "-" {
                output = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            } else {
                guard let text = try? String(contentsOfFile: tests, encoding: .utf8) else {
                    throw ValidationError("cannot read the test list \(tests)")
                }
                output = text
            }
        } else {
            output = try Self.swiftTestList(skipBuild: skipBuild)
        }
        let all = TestShards.tests(inListOutput: output)
        guard !all.isEmpty else {
            FileHandle.standardError.write(Data("darkroom shard: no tests in the list (expected lines like Module.Suite/test()).\n".utf8))
            throw ExitCode(2)
        }
        var weights: [String: Int] = [:]
        if balance, let locations = try? options.locations(command: "shard") {
            for directory in locations.artifactsDirectories {
                if let run = (try? RunHistory(artifactsDirectory: directory))?.lastRun {
                    weights = TestShards.weights(tests: all, touchedReferences: run.entries.map(\.referencePath))
                }
            }
        }
        let mine = TestShards.shard(index, of: count, tests: all, weights: weights)
        print(list ? mine.joined(separator: "\n") : TestShards.filter(for: mine))
    }

    /// Runs `swift test list` in the current directory and returns its standard output.
    static func swiftTestList(skipBuild: Bool) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "list"] + (skipBuild ? ["--skip-build"] : [])
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            FileHandle.standardError.write(Data("darkroom shard: `swift test list` failed (exit \(process.terminationStatus)).\n".utf8))
            throw ExitCode(2)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
