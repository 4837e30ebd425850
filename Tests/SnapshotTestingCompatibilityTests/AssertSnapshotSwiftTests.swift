import Darkroom
import Foundation
import Testing

extension BaseSuite {
    /// `assertSnapshot` in Swift Testing, with its own trait and on the main actor.
    struct AssertSnapshotTests {
        @Test(.snapshots(record: .missing)) func dump() {
            struct User {
                let id: Int
                let name: String
                let bio: String
            }
            assertSnapshot(of: User(id: 1, name: "Blobby", bio: "Blobbed around the world."), as: .dump)
        }
    }

    @MainActor
    struct MainActorTests {
        @Test func dump() {
            struct User {
                let id: Int
                let name: String
                let bio: String
            }
            assertSnapshot(of: User(id: 1, name: "Blobby", bio: "Blobbed around the world."), as: .dump)
        }
    }
}
