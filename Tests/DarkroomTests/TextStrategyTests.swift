import Foundation
import Testing
@testable import Darkroom

@Suite struct TextStrategyTests {
    struct User: Codable {
        let id: Int
        let name: String
        let bio: String
    }

    let user = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")

    private func snapshotText<Format>(_ value: Format, as strategy: Snapshotting<Format, String>) throws -> String {
        var result: String?
        try strategy.snapshot(value).run { result = $0 }
        return try #require(result)
    }

    @Test func dump() throws {
        #expect(
            try snapshotText(user, as: .dump) == """
                ▿ User
                  - bio: "Blobbed around the world."
                  - id: 1
                  - name: "Blobby"

                """)
        #expect(
            try snapshotText(["b": 2, "a": 1], as: .dump) == """
                ▿ 2 key/value pairs
                  ▿ (2 elements)
                    - key: "a"
                    - value: 1
                  ▿ (2 elements)
                    - key: "b"
                    - value: 2

                """)
    }

    @Test func json() throws {
        #expect(
            try snapshotText(user, as: .json) == """
                {
                  "bio" : "Blobbed around the world.",
                  "id" : 1,
                  "name" : "Blobby"
                }
                """)
        #expect(Snapshotting<User, String>.json.pathExtension == "json")
    }

    @Test func description() throws {
        #expect(try snapshotText(42, as: .description) == "42")
        #expect(Snapshotting<Int, String>.description.pathExtension == "txt")
    }

    @Test func customDump() throws {
        #expect(
            try snapshotText(user, as: .customDump) == """
                TextStrategyTests.User(
                  id: 1,
                  name: "Blobby",
                  bio: "Blobbed around the world."
                )
                """)
    }

    /// swift-snapshot-testing's SwiftTestingTests.testSnapshot diff.
    @Test func linesDiffMessage() {
        let old = SnapshotDump.dump(["Hello", "World"])
        let new = SnapshotDump.dump(["Goodbye", "World"])
        let (message, attachments) = Diffing<String>.lines.diff(old, new) ?? ("", [])
        let f = "\u{2007}"
        #expect(
            message
                == [
                    "@@ −1,4 +1,4 @@",
                    "\(f)▿ 2 elements",
                    "−  - \"Hello\"",
                    "+  - \"Goodbye\"",
                    "\(f)  - \"World\"",
                    f,
                ].joined(separator: "\n"))
        #expect(attachments.count == 1)
        #expect(Diffing<String>.lines.diff("same", "same") == nil)
    }

    @Test func linesDiffHunksAndTrailingSpaces() {
        let old = (1...20).map(String.init).joined(separator: "\n")
        let new = old.replacingOccurrences(of: "10", with: "ten ")
        let f = "\u{2007}"
        #expect(
            LineDiff.patch(old: old, new: new)
                == [
                    "@@ −6,9 +6,9 @@", "\(f)6", "\(f)7", "\(f)8", "\(f)9", "−10", "+ten ¬", "\(f)11", "\(f)12", "\(f)13", "\(f)14",
                ].joined(separator: "\n"))
    }

    @Test func encodingErrorsFailInsteadOfCrashing() throws {
        struct Bad: Encodable {
            func encode(to encoder: any Encoder) throws {
                throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "nope"))
            }
        }
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let message = withTestEnvironment(artifacts: temporary.file("a")) {
            verifySnapshot(of: Bad(), as: .json, record: .all, snapshotDirectory: temporary.file("s"))
        }
        #expect(message?.hasPrefix("Couldn't snapshot value: ") == true)
    }

    @Test func assertSnapshotReportsToSwiftTesting() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        withTestEnvironment(artifacts: temporary.file("a"), snapshotDirectory: temporary.file("s")) {
            // The first assertion records (and reports that it did).
            withKnownIssue {
                assertSnapshot(of: ["Hello", "World"], as: .dump, named: "snap", record: .missing)
            } matching: {
                $0.description.contains("No reference was found on disk. Automatically recorded snapshot")
            }
        }
        withKnownIssue {
            withTestEnvironment(artifacts: temporary.file("a"), snapshotDirectory: temporary.file("s")) {
                assertSnapshot(of: ["Goodbye", "World"], as: .dump, named: "snap")
            }
        } matching: { issue in
            issue.description.contains(
                """
                −  - "Hello"
                +  - "Goodbye"
                """)
        }
    }

    @Test func asyncSnapshotsAreAwaitedAndTimeOut() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let later = SimplySnapshotting<String>.lines.asyncPullback { (value: String) in
            Async { callback in
                nonisolated(unsafe) let callback = callback
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { callback(value) }
            }
        }
        let never = SimplySnapshotting<String>.lines.asyncPullback { (_: String) in Async<String> { _ in } }
        let messages = withTestEnvironment(artifacts: temporary.file("a")) {
            [
                verifySnapshot(of: "x", as: later, named: "later", record: .all, snapshotDirectory: temporary.file("s")),
                verifySnapshot(of: "x", as: never, named: "never", record: .all, snapshotDirectory: temporary.file("s"), timeout: 0.05),
            ]
        }
        #expect(messages[0]?.hasPrefix("Record mode is on.") == true)
        #expect(messages[1]?.hasPrefix("Exceeded timeout of 0.05 seconds waiting for snapshot.") == true)
    }

    @Test func assertSnapshotsForms() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        withTestEnvironment(artifacts: temporary.file("a"), snapshotDirectory: temporary.file("s")) {
            withKnownIssue {
                assertSnapshots(of: user, as: ["json": .json, "dump": .dump], record: .all)
                assertSnapshots(of: user, as: [.json, .dump], record: .all)
            } matching: {
                $0.description.contains("Record mode is on.")
            }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: temporary.file("s/TextStrategyTests")).sorted()
        #expect(
            names == [
                "assertSnapshotsForms.1.json", "assertSnapshotsForms.2.txt",
                "assertSnapshotsForms.dump.txt", "assertSnapshotsForms.json.json",
            ])
    }
}
