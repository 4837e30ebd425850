import Foundation
import Testing
@testable import DarkroomReview

/// `darkroom migrate`: swift-snapshot-testing's layout → Darkroom's, in one step.
@Suite struct MigrateTests {
    static let swiftTestingSource = """
        import Testing
        import Darkroom

        extension BaseSuite {
          // A comment with struct Fake { func dump() }
          @Suite(.snapshots(record: .missing))
          struct ProfileTests {
            @Test func avatar() {
              let text = "func notATest() { }"
              assertSnapshot(of: text, as: .lines)
            }
            @Test(arguments: [1, 2]) func sizes(_ size: Int) {}
          }
          struct OtherTests {
            @Test func avatar() {}
          }
        }
        """

    static let xcTestSource = """
        import XCTest

        final class LoginTests: XCTestCase {
          func testForm() {}
        }

        final class SignUpTests: XCTestCase {
          func testButton() {}
          func helper() {}
        }
        """

    struct Layout {
        let fixture: ReviewFixture
        var root: String { fixture.root }

        init(_ label: String = #function) throws {
            fixture = try ReviewFixture(label)
            try write(Self.file("Tests/AppTests/ProfileTests.swift"), MigrateTests.swiftTestingSource)
            try write(Self.file("Tests/AppTests/LoginTests.swift"), MigrateTests.xcTestSource)
            for (path, text) in [
                ("Tests/AppTests/__Snapshots__/ProfileTests/avatar.1.png", "avatar"),
                ("Tests/AppTests/__Snapshots__/ProfileTests/sizes.1.txt", "sizes"),
                ("Tests/AppTests/__Snapshots__/LoginTests/testForm.1.txt", "form"),
                ("Tests/AppTests/__Snapshots__/LoginTests/testButton.dark.png", "button"),
                ("Tests/AppTests/__Snapshots__/LoginTests/testGone.1.txt", "gone"),
            ] {
                try write(Self.file(path), text)
            }
        }

        static func file(_ path: String) -> String { path }

        func write(_ relative: String, _ text: String) throws {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }

        func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: root + "/" + relative) }
        func read(_ relative: String) throws -> String { try String(contentsOfFile: root + "/" + relative, encoding: .utf8) }
    }

    @Test func theOutlineFindsTestsAndTheirSuites() {
        let outline = TestFileOutline(source: Self.swiftTestingSource)
        let tests = outline.functions.filter(\.isSwiftTestingTest)
        #expect(tests.map(\.name) == ["avatar", "sizes", "avatar"])
        #expect(tests.map(\.enclosingTypes) == [["BaseSuite", "ProfileTests"], ["BaseSuite", "ProfileTests"], ["BaseSuite", "OtherTests"]])
        #expect(tests.map(\.isParameterized) == [false, true, false])
        #expect(!outline.functions.contains { $0.name == "notATest" || $0.name == "dump" })

        let xctests = TestFileOutline(source: Self.xcTestSource).functions
        #expect(xctests.filter(\.isXCTestMethod).map { "\($0.enclosingTypes.last ?? "").\($0.name)" } == ["LoginTests.testForm", "SignUpTests.testButton"])
    }

    @Test func dryRunPrintsThePlanAndMovesNothing() throws {
        let layout = try Layout()
        defer { layout.fixture.cleanUp() }
        let recorder = OutputRecorder()
        let plan = SnapshotMigration.plan(packageRoot: layout.root)
        #expect(plan.apply(dryRun: true, packageRoot: layout.root, output: recorder.output) == 0)
        #expect(recorder.out.contains("would move Tests/AppTests/__Snapshots__/LoginTests/testForm.1.txt → __Snapshots__/LoginTests/testForm.1.txt"))
        #expect(recorder.out.contains("4 references would move, 1 skipped."))
        #expect(layout.exists("Tests/AppTests/__Snapshots__/LoginTests/testForm.1.txt"))
        #expect(!layout.exists("__Snapshots__/LoginTests"))
    }

    @Test func migrateMovesAndRenamesAWholeSuite() throws {
        let layout = try Layout()
        defer { layout.fixture.cleanUp() }
        let recorder = OutputRecorder()
        #expect(SnapshotMigration.plan(packageRoot: layout.root).apply(dryRun: false, packageRoot: layout.root, output: recorder.output) == 0)

        // Swift Testing: the suites join the name; two suites with an `avatar` test each get a copy.
        #expect(try layout.read("__Snapshots__/ProfileTests/BaseSuite.ProfileTests.avatar.1.png") == "avatar")
        #expect(try layout.read("__Snapshots__/ProfileTests/BaseSuite.OtherTests.avatar.1.png") == "avatar")
        #expect(recorder.out.contains("2 tests in ProfileTests.swift are named avatar"))
        // XCTest: the class joins the name when it is not the file's name.
        #expect(try layout.read("__Snapshots__/LoginTests/testForm.1.txt") == "form")
        #expect(try layout.read("__Snapshots__/LoginTests/SignUpTests.testButton.dark.png") == "button")
        // A name no test has keeps its name; a parameterised test stays for re-recording.
        #expect(try layout.read("__Snapshots__/LoginTests/testGone.1.txt") == "gone")
        #expect(layout.exists("Tests/AppTests/__Snapshots__/ProfileTests/sizes.1.txt"))
        #expect(recorder.out.contains("skipped Tests/AppTests/__Snapshots__/ProfileTests/sizes.1.txt: sizes is a parameterised test"))
        // Emptied directories are removed.
        #expect(!layout.exists("Tests/AppTests/__Snapshots__/LoginTests"))
        #expect(recorder.out.contains("moved 4 of 4 references"))

        // A second run has nothing left but the skipped file.
        let again = OutputRecorder()
        #expect(SnapshotMigration.plan(packageRoot: layout.root).apply(dryRun: false, packageRoot: layout.root, output: again.output) == 0)
        #expect(again.out.contains("0 references"))
    }

    @Test func aDifferentFileAtTheDestinationIsNeverOverwritten() throws {
        let layout = try Layout()
        defer { layout.fixture.cleanUp() }
        try layout.write("__Snapshots__/LoginTests/testForm.1.txt", "newer")
        let recorder = OutputRecorder()
        #expect(SnapshotMigration.plan(packageRoot: layout.root).apply(dryRun: false, packageRoot: layout.root, output: recorder.output) == 1)
        #expect(try layout.read("__Snapshots__/LoginTests/testForm.1.txt") == "newer")
        #expect(try layout.read("Tests/AppTests/__Snapshots__/LoginTests/testForm.1.txt") == "form")
        #expect(recorder.err.contains("already exists and differs"))
    }

    @Test func symbolicLinksAreNotFollowed() throws {
        let layout = try Layout()
        defer { layout.fixture.cleanUp() }
        try FileManager.default.createSymbolicLink(atPath: layout.root + "/Tests/AppTests/__Snapshots__/LoginTests/testLink.1.txt", withDestinationPath: "/etc/hostname")
        let plan = SnapshotMigration.plan(packageRoot: layout.root)
        #expect(plan.skips.contains { $0.source.hasSuffix("testLink.1.txt") && $0.reason.contains("symbolic link") })
        #expect(!plan.moves.contains { $0.source.hasSuffix("testLink.1.txt") })
    }
}
