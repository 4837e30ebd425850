import Darkroom
import Testing

extension BaseSuite {
    /// A mismatch in Swift Testing ends with swift-snapshot-testing's line diff (context lines start
    /// with a figure space, U+2007).
    @Suite(.serialized, .snapshots(record: .missing))
    struct SwiftTestingTests {
        @Test func testSnapshot() {
            assertSnapshot(of: ["Hello", "World"], as: .dump, named: "snap")
            withKnownIssue {
                assertSnapshot(of: ["Goodbye", "World"], as: .dump, named: "snap")
            } matching: { issue in
                issue.description.hasSuffix(
                    """
                    @@ −1,4 +1,4 @@
                     ▿ 2 elements
                    −  - "Hello"
                    +  - "Goodbye"
                       - "World"
                    """
                )
            }
        }
    }
}
