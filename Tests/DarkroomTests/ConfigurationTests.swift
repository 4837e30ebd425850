import Foundation
import Testing
@testable import Darkroom

@Suite struct ConfigurationTests {
    /// swift-snapshot-testing's WithSnapshotTestingTests.testNesting.
    @Test func nesting() {
        withSnapshotTesting(record: .all) {
            #expect(
                SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "old.png", failedFilePath: "new.png")
                    == """
                    @−
                    "file://old.png"
                    @+
                    "file://new.png"

                    To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                        withSnapshotTesting(diffTool: .ksdiff) {
                          // ...
                        }
                    """
            )
            #expect(SnapshotTestingConfiguration.current?.record == .all)
            withSnapshotTesting(diffTool: "ksdiff") {
                #expect(
                    SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "old.png", failedFilePath: "new.png")
                        == "ksdiff old.png new.png"
                )
                #expect(SnapshotTestingConfiguration.current?.record == .all)
            }
        }
    }

    @Test func asyncNestingKeepsOuterValues() async {
        await withSnapshotTesting(record: .failed) {
            await withSnapshotTesting(diffTool: .ksdiff) {
                await Task.yield()
                #expect(SnapshotTestingConfiguration.current?.record == .failed)
                #expect(
                    SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "a", failedFilePath: "b") == "ksdiff \"a\" \"b\""
                )
            }
        }
    }

    @Test func unsetRecordStaysUnsetSoTheEnvironmentDecides() {
        withSnapshotTesting(diffTool: .ksdiff) {
            #expect(SnapshotTestingConfiguration.current?.record == nil)
        }
    }

    @Test func recordModeFromEnvironment() throws {
        let cases: [(String?, String?, SnapshotTestingConfiguration.Record)] = [
            (nil, nil, .missing),
            (nil, "true", .never),
            (nil, "1", .never),
            (nil, "TRUE", .never),
            (nil, "false", .missing),
            (nil, "0", .missing),
            ("all", "true", .all),
            ("missing", "true", .missing),
            ("failed", nil, .failed),
            ("never", nil, .never),
            ("true", nil, .all),
            ("1", nil, .all),
            ("yes", nil, .all),
            (" All ", nil, .all),
        ]
        for (record, ci, expected) in cases {
            let environment = SnapshotEnvironment(record: record, ci: ci)
            #expect(try environment.recordMode() == expected, "SNAPSHOT_TESTING_RECORD=\(record ?? "-") CI=\(ci ?? "-")")
        }
    }

    @Test func unknownRecordValueFailsWithTheAcceptedValues() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let message = withTestEnvironment(artifacts: temporary.file("artifacts"), record: "sometimes") {
            verifySnapshot(of: 42, as: .json, snapshotDirectory: temporary.file("snapshots"))
        }
        #expect(
            message == """
                Unknown record mode "sometimes" in SNAPSHOT_TESTING_RECORD. \
                Accepted values: all, missing, failed, never (or true, 1, yes for all).
                """)
        #expect(!FileManager.default.fileExists(atPath: temporary.file("snapshots")))
    }

    @Test func unknownRecordValueIsIgnoredWhenTheTestChoosesAMode() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let message = withTestEnvironment(artifacts: temporary.file("artifacts"), record: "sometimes") {
            verifySnapshot(of: 42, as: .json, record: .never, snapshotDirectory: temporary.file("snapshots"))
        }
        #expect(message?.hasPrefix("No reference was found on disk.") == true)
    }

    @Test func ciDefaultsToNeverAndDoesNotWrite() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let directory = temporary.file("snapshots")
        let message = withTestEnvironment(artifacts: temporary.file("artifacts"), ci: "true") {
            verifySnapshot(of: 42, as: .json, snapshotDirectory: directory)
        }
        #expect(message?.hasPrefix("No reference was found on disk. New snapshot was not recorded because recording is disabled") == true)
        // Not even the directory is created.
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    @Test func withoutCIMissingReferencesAreRecorded() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let directory = temporary.file("snapshots")
        let message = withTestEnvironment(artifacts: temporary.file("artifacts"), ci: nil) {
            verifySnapshot(of: 42, as: .json, snapshotDirectory: directory)
        }
        #expect(message?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["withoutCIMissingReferencesAreRecorded.1.json"])
    }

    @Test func environmentRecordBeatsCI() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let message = withTestEnvironment(artifacts: temporary.file("artifacts"), record: "missing", ci: "true") {
            verifySnapshot(of: 42, as: .json, snapshotDirectory: temporary.file("snapshots"))
        }
        #expect(message?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true)
    }

    @Test func configurationBeatsEnvironment() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let message = withTestEnvironment(artifacts: temporary.file("artifacts"), record: "all") {
            withSnapshotTesting(record: .never) {
                verifySnapshot(of: 42, as: .json, snapshotDirectory: temporary.file("snapshots"))
            }
        }
        #expect(message?.hasPrefix("No reference was found on disk. New snapshot was not recorded") == true)
    }

    @Test func booleanLiteralRecord() {
        let yes: SnapshotTestingConfiguration.Record = true
        let no: SnapshotTestingConfiguration.Record = false
        #expect(yes == .all)
        #expect(no == .missing)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "failed") == .failed)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "sometimes") == nil)
    }
}

/// swift-snapshot-testing's SnapshotsTraitTests.
@Suite(.snapshots(record: .failed, diffTool: .ksdiff))
struct SnapshotsTraitTests {
    private static func diff() -> String? {
        SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "old.png", failedFilePath: "new.png")
    }

    @Test(.snapshots(diffTool: "ksdiff"))
    func diffTool() {
        #expect(Self.diff() == "ksdiff old.png new.png")
        #expect(SnapshotTestingConfiguration.current?.record == .failed)
    }

    @Suite(.snapshots(diffTool: "ksdiff"))
    struct OverrideDiffTool {
        @Test(.snapshots(diffTool: "difftool"))
        func diffToolOverride() {
            #expect(SnapshotsTraitTests.diff() == "difftool old.png new.png")
        }

        @Suite(.snapshots(record: .all))
        struct OverrideRecord {
            @Test
            func config() {
                #expect(SnapshotsTraitTests.diff() == "ksdiff old.png new.png")
                #expect(SnapshotTestingConfiguration.current?.record == .all)
            }

            @Suite(.snapshots(record: .never, diffTool: "diff"))
            struct OverrideDiffToolAndRecord {
                @Test
                func config() {
                    #expect(SnapshotsTraitTests.diff() == "diff old.png new.png")
                    #expect(SnapshotTestingConfiguration.current?.record == .never)
                }

                @Test
                func withSnapshotTestingInsideTheTraitWins() {
                    withSnapshotTesting(record: .missing) {
                        #expect(SnapshotTestingConfiguration.current?.record == .missing)
                        #expect(SnapshotsTraitTests.diff() == "diff old.png new.png")
                    }
                }

                @Test
                func traitRecordModeDrivesTheAssertion() throws {
                    let temporary = try TemporaryDirectory()
                    defer { temporary.cleanUp() }
                    let message = SnapshotEnvironment.$current.withValue(.init(record: "all", artifacts: temporary.file("a"))) {
                        verifySnapshot(of: 42, as: .json, snapshotDirectory: temporary.file("s"))
                    }
                    #expect(message?.hasPrefix("No reference was found on disk. New snapshot was not recorded") == true)
                }
            }
        }
    }
}
