import Foundation
import Testing
@testable import Darkroom

/// swift-snapshot-testing's AssertSnapshotSwiftTests, in a temporary snapshot directory.
@MainActor @Suite(.snapshots(record: .missing))
struct AssertSnapshotSwiftTests {
    struct User { let id: Int, name: String, bio: String }

    private static func dumpTwice() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let user = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")
        withTestEnvironment(artifacts: temporary.file("a"), snapshotDirectory: temporary.file("s")) {
            // The trait's record mode applies (withTestEnvironment clears the task's configuration,
            // so set it again as the trait would).
            withSnapshotTesting(record: .missing) {
                withKnownIssue {
                    assertSnapshot(of: user, as: .dump)
                } matching: {
                    $0.description.contains("No reference was found on disk. Automatically recorded snapshot")
                }
                assertSnapshot(of: user, as: .dump, named: "1")
            }
        }
    }

    @Test func dump() throws {
        try Self.dumpTwice()
    }

    @MainActor
    @Test func dumpOnTheMainActor() throws {
        try Self.dumpTwice()
    }

    @Test func traitAppliesWithoutWithSnapshotTesting() {
        #expect(SnapshotTestingConfiguration.current?.record == .missing)
    }
}
