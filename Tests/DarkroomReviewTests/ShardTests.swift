import Foundation
import Testing
@testable import DarkroomReview

/// `darkroom shard`: a stable partition in which every test runs exactly once.
@Suite struct ShardTests {
    /// A `swift test list` output: XCTest and Swift Testing identifiers, nested suites, names that
    /// are prefixes of others and characters that mean something in a regular expression.
    static let listOutput = """
        Building for debugging...
        [3/3] Compiling
        Build complete! (0.31s)
        DarkroomTests.XCTestSupportTests/testMatchingAssertionPasses
        DarkroomTests.XCTestSupportTests/testMatchingAssertionPasses2
        DarkroomTests.FirstScreenTests/testLayout
        DarkroomTests.SecondScreenTests/testLayout
        DarkroomTests.NamingTests/parameterised(_:)
        DarkroomTests.freeFunctionTestsHaveNoSuitePrefix()
        DarkroomTests.NamingTests/Light/title()
        DarkroomTests.NamingTests/Dark/title()
        PNGTests.PNGSuiteTests/interlacedMatchesNonInterlaced(_:)
        PNGTests.PNGSuiteTests/knownPixelValues()
        JokesAppTests.JokeViewTests/test_JokeView_DisplaysJoke
        JokesAppTests.JokeViewSnapshotTests/joke()
        JokesAppTests.JokeViewSnapshotTests/jokeLayout()
        SnapshotTestingCompatibilityTests.BaseSuite/SwiftTestingTests/testSnapshot()
        SnapshotTestingCompatibilityTests.BaseSuite/AssertSnapshotTests/dump()
        SnapshotTestingCompatibilityTests.BaseSuite/MainActorTests/dump()
        """

    static let tests = TestShards.tests(inListOutput: listOutput)

    /// How `swift test --filter` picks tests: a regular-expression search in each identifier.
    static func selected(by filter: String, from tests: [String]) throws -> [String] {
        let expression = try NSRegularExpression(pattern: filter)
        return tests.filter { expression.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
    }

    @Test func theListKeepsOnlyTestIdentifiers() {
        #expect(Self.tests.count == 16)
        #expect(Self.tests.contains("DarkroomTests.freeFunctionTestsHaveNoSuitePrefix()"))
        #expect(!Self.tests.contains { $0.hasPrefix("Build") || $0.hasPrefix("[") })
    }

    @Test(arguments: [1, 2, 3, 4, 7])
    func everyTestRunsInExactlyOneShard(count: Int) throws {
        var runs: [String: Int] = [:]
        for index in 1...count {
            let shard = TestShards.shard(index, of: count, tests: Self.tests)
            let filter = TestShards.filter(for: shard)
            let picked = try Self.selected(by: filter, from: Self.tests)
            #expect(picked.sorted() == shard.sorted(), "shard \(index)/\(count)'s filter picks other tests")
            // Swift Testing matches identifiers that end in the source location.
            let located = Self.tests.map { $0 + "/File.swift:12:6" }
            #expect(try Self.selected(by: filter, from: located).sorted() == shard.map { $0 + "/File.swift:12:6" }.sorted())
            for test in picked { runs[test, default: 0] += 1 }
        }
        #expect(runs.keys.sorted() == Self.tests.sorted())
        #expect(runs.values.allSatisfy { $0 == 1 })
    }

    @Test func thePartitionIsStable() {
        // The same test lands in the same shard whatever else is in the list or its order.
        let full = TestShards.partition(tests: Self.tests, count: 4)
        let fewer = TestShards.partition(tests: Array(Self.tests.reversed().dropFirst(3)), count: 4)
        for (index, shard) in fewer.enumerated() {
            #expect(Set(shard).isSubset(of: Set(full[index])))
        }
        // FNV-1a: the same value on every machine (not Swift's per-process seeded `Hasher`).
        #expect(TestShards.stableHash("DarkroomTests.A/b()") == 0xa4a3_3fd4_e76e_e6cc)
    }

    @Test func balancingSpreadsSnapshotHeavyTests() {
        let touched =
            (1...30).map { "/p/__Snapshots__/JokeViewSnapshotTests/joke.\($0).png" }
            + (1...30).map { "/p/__Snapshots__/JokeViewTests/test_JokeView_DisplaysJoke.\($0).png" }
        let weights = TestShards.weights(tests: Self.tests, touchedReferences: touched)
        #expect(weights["JokesAppTests.JokeViewSnapshotTests/joke()"] == 30)
        #expect(weights["JokesAppTests.JokeViewTests/test_JokeView_DisplaysJoke"] == 30)
        let shards = TestShards.partition(tests: Self.tests, count: 2, weights: weights)
        let heavy = shards.map { $0.filter { weights[$0] != nil }.count }
        #expect(heavy == [1, 1])
        #expect(Set(shards.flatMap { $0 }) == Set(Self.tests))
    }

    @Test func shardArgumentsAreChecked() {
        #expect(TestShards.parse("2/4")! == (2, 4))
        for bad in ["0/4", "5/4", "4", "a/b", "1/0", "-1/2", "1/2/3"] {
            #expect(TestShards.parse(bad) == nil, "\(bad) must be refused")
        }
        #expect(TestShards.filter(for: []) == "^$")
    }
}
