import Foundation
import Testing
@testable import Darkroom
@testable import DarkroomReview

/// `darkroom stale` on a suite migrated from swift-snapshot-testing whose tests also run on iOS:
/// references of tests compiled out on Linux are never listed, never deleted.
@Suite struct StalePlatformTests {
    static let xcTestSource = """
        import XCTest
        @testable import App

        final class ProfileTests: XCTestCase {
            func testAvatar() {
                assertSnapshot(of: AvatarView(), as: .image(on: .iPhone13Pro))
            }

            #if os(iOS)
            func testAvatarInAHostingController() {
                let controller = UIHostingController(rootView: AvatarView())
                assertSnapshot(of: controller, as: .image(on: .iPhone13Pro))
                assertSnapshot(of: controller, as: .image(on: .iPhone13Pro(.landscape)))
            }
            #endif
        }
        """

    static let swiftTestingSource = """
        import Testing
        @testable import App

        @MainActor @Suite struct SettingsTests {
            @Test func list() {
                assertSnapshot(of: SettingsList(), as: .image(on: .iPhone13Pro))
            }
            #if canImport(UIKit)
            @Test func hostedList() {
                assertSnapshot(of: UIHostingController(rootView: SettingsList()), as: .image)
            }
            #endif
        }
        """

    /// A package laid out as swift-snapshot-testing leaves it, migrated, then run on Linux: the
    /// run touched only the references of the tests that exist on Linux.
    struct MigratedSuite {
        let fixture: ReviewFixture
        var root: String { fixture.root }

        init(_ label: String = #function) throws {
            fixture = try ReviewFixture(label)
            try write("Tests/AppTests/ProfileTests.swift", StalePlatformTests.xcTestSource)
            try write("Tests/AppTests/SettingsTests.swift", StalePlatformTests.swiftTestingSource)
            for name in [
                "ProfileTests/testAvatar.1.png",
                "ProfileTests/testAvatar.2.png",  // the test asserted twice once; now once
                "ProfileTests/testAvatarInAHostingController.1.png",
                "ProfileTests/testAvatarInAHostingController.2.png",
                "ProfileTests/testRemoved.1.png",  // its test was deleted
                "SettingsTests/list.1.png",
                "SettingsTests/hostedList.1.png",
                "OnboardingTests/testWelcome.1.png",  // its test file was deleted
            ] {
                try write("Tests/AppTests/__Snapshots__/" + name, name)
            }
            let migration = SnapshotMigration.plan(packageRoot: root)
            #expect(migration.apply(dryRun: false, packageRoot: root, output: OutputRecorder().output) == 0)
            // The Linux run: only the tests that are compiled in, each asserting once.
            try writeRun(touched: ["ProfileTests/testAvatar.1.png", "SettingsTests/list.1.png"].map { root + "/__Snapshots__/" + $0 })
        }

        func write(_ relative: String, _ text: String) throws {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }

        func writeRun(touched: [String]) throws {
            let directory = fixture.artifacts + "/runs/1-run"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let lines = touched.map { SnapshotRunRecord.Entry(status: .matched, referencePath: $0).line + "\n" }.joined()
            try Data(lines.utf8).write(to: URL(fileURLWithPath: directory + "/touched-100.txt"))
            let metadata = SnapshotRunMetadata(pid: 100, arguments: ["/p/.build/debug/AppPackageTests.xctest"], parentArguments: ["/usr/bin/swift-test"])
            try metadata.jsonData().write(to: URL(fileURLWithPath: directory + "/" + SnapshotRunMetadata.fileName(pid: 100)))
        }

        func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: root + "/__Snapshots__/" + name) }
    }

    static let compiledOut = [
        "ProfileTests/testAvatarInAHostingController.1.png",
        "ProfileTests/testAvatarInAHostingController.2.png",
        "SettingsTests/hostedList.1.png",
    ]
    static let stale = ["OnboardingTests/testWelcome.1.png", "ProfileTests/testAvatar.2.png", "ProfileTests/testRemoved.1.png"]

    @Test func referencesOfTestsCompiledOutOnLinuxAreKeptAndTheRestAreStale() throws {
        let suite = try MigratedSuite()
        defer { suite.fixture.cleanUp() }
        let recorder = OutputRecorder()
        #expect(
            ReviewCommands.stale(locations: suite.fixture.locations, snapshotDirectories: [], delete: false, assumeComplete: false, verbose: true, output: recorder.output) == 1)
        for name in Self.stale {
            #expect(
                recorder.out.contains("\n" + suite.root + "/__Snapshots__/" + name + "\n") || recorder.out.hasPrefix(suite.root + "/__Snapshots__/" + name + "\n"),
                "\(name) is stale:\n\(recorder.out)")
        }
        for name in Self.compiledOut {
            #expect(recorder.out.contains("kept \(suite.root)/__Snapshots__/\(name): `"), "\(name) is kept:\n\(recorder.out)")
        }
        #expect(recorder.out.contains("`testAvatarInAHostingController` is declared in \(suite.root)/Tests/AppTests/ProfileTests.swift but did not run in this build"))
        #expect(recorder.out.contains("3 references kept: their tests are declared in the source but did not run in this build"))
        #expect(recorder.out.contains("3 references not used by the last run (1-run)."))
    }

    @Test func deleteRemovesOnlyTheListedReferencesAfterConfirmation() throws {
        let suite = try MigratedSuite()
        defer { suite.fixture.cleanUp() }
        let asked = PromptRecorder()
        let recorder = OutputRecorder()
        let status = ReviewCommands.stale(
            locations: suite.fixture.locations, snapshotDirectories: [], delete: true, assumeComplete: false,
            confirm: { prompt in
                asked.append(prompt)
                return "yes"
            }, output: recorder.output
        )
        #expect(status == 0)
        #expect(asked.prompts == ["Delete these 3 files? Type yes to delete: "])
        for name in Self.stale { #expect(!suite.exists(name), "\(name) deleted") }
        for name in Self.compiledOut + ["ProfileTests/testAvatar.1.png", "SettingsTests/list.1.png"] {
            #expect(suite.exists(name), "\(name) survives --delete")
        }
        #expect(recorder.out.contains("Deleted 3 stale references."))
    }

    @Test func deleteWithoutAConfirmationDeletesNothing() throws {
        let suite = try MigratedSuite()
        defer { suite.fixture.cleanUp() }
        // No terminal to ask (a script, CI): refuse and say how.
        let unattended = OutputRecorder()
        #expect(
            ReviewCommands.stale(
                locations: suite.fixture.locations, snapshotDirectories: [], delete: true, assumeComplete: false,
                confirm: { _ in nil }, output: unattended.output
            ) == 2)
        #expect(unattended.err.contains("not deleting: nobody can confirm"))
        #expect(unattended.err.contains("darkroom stale --delete --yes"))
        // A person who answers anything but yes.
        let declined = OutputRecorder()
        #expect(
            ReviewCommands.stale(
                locations: suite.fixture.locations, snapshotDirectories: [], delete: true, assumeComplete: false,
                confirm: { _ in "n" }, output: declined.output
            ) == 1)
        #expect(declined.out.contains("Nothing deleted."))
        for name in Self.stale + Self.compiledOut { #expect(suite.exists(name), "\(name) is still there") }
    }

    @Test func withoutATestsFolderNothingUnattributedIsCalledStale() throws {
        let suite = try MigratedSuite()
        defer { suite.fixture.cleanUp() }
        try FileManager.default.removeItem(atPath: suite.root + "/Tests")
        let result = try StaleReferences(
            snapshotDirectories: [suite.root + "/__Snapshots__"],
            histories: [RunHistory(artifactsDirectory: suite.fixture.artifacts)],
            testsDirectory: nil
        )
        // Only the reference whose test ran and no longer uses it.
        #expect(result.stale == [suite.root + "/__Snapshots__/ProfileTests/testAvatar.2.png"])
        #expect(result.kept.count == 5)
    }

    @Test func migrateNamesTheExcludeEntriesItLeftDangling() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "App"),
                .testTarget(name: "AppTests", dependencies: ["App"], exclude: ["__Snapshots__"]),
            ])
            """
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: fixture.root + "/Package.swift"))
        let reference = fixture.root + "/Tests/AppTests/__Snapshots__/LoginTests/testForm.1.txt"
        try FileManager.default.createDirectory(atPath: (reference as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("form".utf8).write(to: URL(fileURLWithPath: reference))
        let recorder = OutputRecorder()
        #expect(SnapshotMigration.plan(packageRoot: fixture.root).apply(dryRun: false, packageRoot: fixture.root, output: recorder.output) == 0)
        #expect(!FileManager.default.fileExists(atPath: fixture.root + "/Tests/AppTests/__Snapshots__"))
        #expect(recorder.out.contains("removed the emptied Tests/AppTests/__Snapshots__"), "\(recorder.out)")
        #expect(recorder.out.contains("    Package.swift:5: .testTarget(name: \"AppTests\", dependencies: [\"App\"], exclude: [\"__Snapshots__\"]),"))
        // A dry run changes nothing, so it has nothing to say about Package.swift.
        let dry = OutputRecorder()
        _ = SnapshotMigration.plan(packageRoot: fixture.root).apply(dryRun: true, packageRoot: fixture.root, output: dry.output)
        #expect(!dry.out.contains("Package.swift:"))
    }
}

/// The prompts a confirmation was asked with.
final class PromptRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func append(_ prompt: String) {
        lock.lock()
        recorded.append(prompt)
        lock.unlock()
    }
    var prompts: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}
