import Foundation
import Testing
@testable import DarkroomReview

/// The README's `darkroom migrate --dry-run` example is what the tool prints for the suite the
/// README describes.
@Suite struct MigrateReadmeExampleTests {
    static let source = """
        import Testing

        @MainActor @Suite struct ProfileTests {
            @Test func avatar() {}

            @Suite struct Compact {
                @Test func header() {}
            }
        }
        """

    /// The example lines of the README (`#   would move …`).
    static func readmeExample() throws -> [String] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            line.hasPrefix("#   would move ") ? String(line.dropFirst("#   ".count)) : nil
        }
    }

    @Test func theReadmesDryRunLinesAreTheToolsOwn() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let example = try Self.readmeExample()
        #expect(example.count == 2, "the README shows two moves")
        for (path, text) in [
            ("Tests/AppTests/ProfileTests.swift", Self.source),
            ("Tests/AppTests/__Snapshots__/ProfileTests/avatar.1.png", "a"),
            ("Tests/AppTests/__Snapshots__/ProfileTests/header.1.png", "h"),
        ] {
            let full = fixture.root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        let recorder = OutputRecorder()
        #expect(SnapshotMigration.plan(packageRoot: fixture.root).apply(dryRun: true, packageRoot: fixture.root, output: recorder.output) == 0)
        let printed = recorder.out.split(separator: "\n").map(String.init)
        for line in example {
            #expect(printed.contains(line), "README: \(line)\ntool:\n\(recorder.out)")
        }
    }
}
