import Darkroom
import Foundation
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The value strategies: dumps, JSON, property lists, data, CSV tables of functions and requests.
final class SnapshotTestingTests: BaseTestCase {
    private struct User: Encodable {
        let id: Int
        let name: String
        let bio: String
    }

    private let blobby = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")

    func testAny() {
        assertSnapshot(of: blobby, as: .dump)
    }

    func testRecursion() {
        // A reference cycle: the dump stops where it comes back round.
        final class Father {
            var child: Child?
        }
        final class Child {
            let father: Father
            init(_ father: Father) {
                self.father = father
                father.child = self
            }
        }
        withSnapshotTesting {
            let father = Father()
            let child = Child(father)
            assertSnapshot(of: father, as: .dump)
            assertSnapshot(of: child, as: .dump)
        }
    }

    func testAnyAsJson() throws {
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(blobby))
        assertSnapshot(of: object, as: .json)
    }

    func testAnySnapshotStringConvertible() {
        assertSnapshot(of: "a" as Character, as: .dump, named: "character")
        assertSnapshot(of: Data("Hello, world!".utf8), as: .dump, named: "data")
        assertSnapshot(of: Date(timeIntervalSinceReferenceDate: 0), as: .dump, named: "date")
        assertSnapshot(of: NSObject(), as: .dump, named: "nsobject")
        assertSnapshot(of: "Hello, world!", as: .dump, named: "string")
        assertSnapshot(of: "Hello, world!".dropLast(8), as: .dump, named: "substring")
        assertSnapshot(of: URL(string: "https://www.pointfree.co")!, as: .dump, named: "url")
    }

    func testDeterministicDictionaryAndSetSnapshots() {
        struct Person: Hashable {
            let name: String
        }
        struct DictionarySetContainer {
            let dict: [String: Int]
            let set: Set<Person>
        }
        let container = DictionarySetContainer(dict: ["b": 2, "c": 3, "a": 1], set: [Person(name: "Stephen"), Person(name: "Brandon")])
        assertSnapshot(of: container, as: .dump)
    }

    func testCaseIterable() {
        enum Direction: String, CaseIterable {
            case up, down, left, right

            var rotatedLeft: Direction {
                switch self {
                case .up: .left
                case .left: .down
                case .down: .right
                case .right: .up
                }
            }
        }
        assertSnapshot(of: { $0.rotatedLeft }, as: Snapshotting<Direction, String>.func(into: .description))
    }

    func testData() {
        assertSnapshot(of: Data([0xDE, 0xAD, 0xBE, 0xEF]), as: .data)
    }

    func testEncodable() {
        assertSnapshot(of: blobby, as: .json)
        assertSnapshot(of: blobby, as: .plist)
    }

    func testMultipleSnapshots() {
        assertSnapshot(of: [1], as: .dump)
        assertSnapshot(of: [1, 2], as: .dump)
    }

    func testNamedAssertion() {
        assertSnapshot(of: blobby, as: .dump, named: "named")
    }

    func testURLRequest() {
        func request(_ url: String, method: String? = nil, headers: [(String, String)], body: String? = nil) -> URLRequest {
            var request = URLRequest(url: URL(string: url)!)
            if let method { request.httpMethod = method }
            for (field, value) in headers { request.addValue(value, forHTTPHeaderField: field) }
            request.httpBody = body.map { Data($0.utf8) }
            return request
        }
        let pageHeaders = [("Cookie", "pf_session={}"), ("Accept", "text/html"), ("Content-Type", "application/json")]

        let get = request("https://www.pointfree.co/", headers: pageHeaders)
        assertSnapshot(of: get, as: .raw, named: "get")
        assertSnapshot(of: get, as: .curl, named: "get-curl")

        // Query items come out sorted whatever order they were written in.
        let query = request("https://www.pointfree.co?key_2=value_2&key_1=value_1&key_3=value_3", headers: pageHeaders)
        assertSnapshot(of: query, as: .raw, named: "get-with-query")
        assertSnapshot(of: query, as: .curl, named: "get-with-query-curl")

        let post = request(
            "https://www.pointfree.co/subscribe", method: "POST",
            headers: [("Cookie", "pf_session={\"user_id\":\"0\"}"), ("Accept", "text/html")],
            body: "pricing[billing]=monthly&pricing[lane]=individual"
        )
        assertSnapshot(of: post, as: .raw, named: "post")
        assertSnapshot(of: post, as: .curl, named: "post-curl")

        let json = request(
            "http://dummy.restapiexample.com/api/v1/create", method: "POST",
            headers: [("Content-Type", "application/json"), ("Accept", "application/json")],
            body: "{\"name\":\"tammy134235345235\", \"salary\":0, \"age\":\"tammy133\"}"
        )
        assertSnapshot(of: json, as: .raw, named: "post-with-json")
        assertSnapshot(of: json, as: .curl, named: "post-with-json-curl")

        let head = request("https://www.pointfree.co/", method: "HEAD", headers: [("Cookie", "pf_session={}")])
        assertSnapshot(of: head, as: .raw, named: "head")
        assertSnapshot(of: head, as: .curl, named: "head-curl")
    }
}
