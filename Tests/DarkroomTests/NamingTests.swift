import Foundation
import Testing
@testable import Darkroom

/// Records `value` (mode `.all`) into a fresh directory and returns the file names written.
func recordedFileNames(
    _ directory: TemporaryDirectory,
    value: String = "x",
    named name: String? = nil,
    times: Int = 1,
    testName: String = #function
) -> [String] {
    withTestEnvironment(artifacts: directory.file("artifacts")) {
        for _ in 0..<times {
            _ = verifySnapshot(of: value, as: .lines, named: name, record: .all, snapshotDirectory: directory.file("s"), testName: testName)
        }
    }
    return ((try? FileManager.default.contentsOfDirectory(atPath: directory.file("s"))) ?? []).sorted()
}

@Test func freeFunctionTestsHaveNoSuitePrefix() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    #expect(
        recordedFileNames(temporary, times: 2) == [
            "freeFunctionTestsHaveNoSuitePrefix.1.txt", "freeFunctionTestsHaveNoSuitePrefix.2.txt",
        ])
}

@Suite struct NamingTests {
    @Test func suiteNamedLikeTheFileIsLeftOut() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        #expect(recordedFileNames(temporary) == ["suiteNamedLikeTheFileIsLeftOut.1.txt"])
    }

    @Test func namedReplacesTheCounter() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        #expect(recordedFileNames(temporary, named: "dark mode / large") == ["namedReplacesTheCounter.dark-mode-large.txt"])
    }

    @Test func theCounterCountsPerTest() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        _ = recordedFileNames(temporary, times: 2, testName: "other()")
        #expect(
            recordedFileNames(temporary, times: 3) == [
                "other.1.txt", "other.2.txt",
                "theCounterCountsPerTest.1.txt", "theCounterCountsPerTest.2.txt", "theCounterCountsPerTest.3.txt",
            ])
    }

    @Test(arguments: ["a", "b"])
    func parameterisedCasesGetTheirOwnFiles(letter: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        #expect(recordedFileNames(temporary, value: letter) == ["parameterisedCasesGetTheirOwnFiles-letter.\(letter).1.txt"])
    }

    @Test(arguments: [(1, "one two"), (2, "three")])
    func parameterisedCasesWithSeveralArguments(number: Int, words: String) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let expected = number == 1 ? "1-one-two" : "2-three"
        #expect(recordedFileNames(temporary) == ["parameterisedCasesWithSeveralArguments-number-words.\(expected).1.txt"])
    }

    @Test func sanitising() {
        #expect(sanitizePathComponent("testFoo()") == "testFoo")
        #expect(sanitizePathComponent("test with spaces & symbols!") == "test-with-spaces-symbols")
        #expect(sanitizePathComponent("f(x:y:)") == "f-x-y")
        #expect(sanitizePathComponent("__snake_case__") == "__snake_case__")
        #expect(sanitizePathComponent("Zürich") == "Zürich")
    }

    @Test func longArgumentsAreShortenedWithAStableHash() {
        let long = String(repeating: "word ", count: 30)
        let short = SnapshotTestIdentity.shortened(long)
        #expect(short.count <= 48)
        #expect(short == SnapshotTestIdentity.shortened(long))
        #expect(short != SnapshotTestIdentity.shortened(long + "!"))
        #expect(short.hasPrefix("word-word-"))
        #expect(SnapshotTestIdentity.stableHash("") == 0xcbf2_9ce4_8422_2325)
    }

    @Suite struct Light {
        @Test func sameName() throws {
            let temporary = try TemporaryDirectory()
            defer { temporary.cleanUp() }
            #expect(recordedFileNames(temporary) == ["Light.sameName.1.txt"])
        }
    }

    @Suite struct Dark {
        @Test func sameName() throws {
            let temporary = try TemporaryDirectory()
            defer { temporary.cleanUp() }
            #expect(recordedFileNames(temporary) == ["Dark.sameName.1.txt"])
        }
    }
}

@Suite struct OtherSuiteInNamingFile {
    @Test func sameName() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        #expect(recordedFileNames(temporary) == ["OtherSuiteInNamingFile.sameName.1.txt"])
    }
}

@Suite struct PathTests {
    @Test func referencesLiveAtThePackageRoot() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let root = temporary.file("Package")
        try FileManager.default.createDirectory(atPath: root + "/Tests/FooTests", withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.1".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let location = SnapshotLocation(
            filePath: root + "/Tests/FooTests/FooViewTests.swift", testName: "testFoo()", name: nil, pathExtension: "png",
            snapshotDirectory: nil, environment: SnapshotEnvironment(), counter: SnapshotCounter()
        )
        #expect(location.referencePath == root + "/__Snapshots__/FooViewTests/PathTests.testFoo.1.png")
        #expect(location.artifactsRoot == root + "/.build/snapshot-artifacts")
        #expect(
            location.artifactPath(role: "diff", pathExtension: "png")
                == root + "/.build/snapshot-artifacts/FooViewTests/PathTests.testFoo.1.diff.png")
    }

    @Test func environmentOverridesDirectories() throws {
        let location = SnapshotLocation(
            filePath: "/nowhere/Tests/FooTests/FooViewTests.swift", testName: "testFoo()", name: "x", pathExtension: nil,
            snapshotDirectory: nil, environment: SnapshotEnvironment(artifacts: "/tmp/art", snapshotDirectory: "/tmp/snaps"),
            counter: SnapshotCounter()
        )
        #expect(location.referencePath == "/tmp/snaps/FooViewTests/PathTests.testFoo.x")
        #expect(location.artifactPath(role: "actual", pathExtension: nil) == "/tmp/art/FooViewTests/PathTests.testFoo.x.actual")
    }

    @Test func snapshotDirectoryArgumentIsUsedAsIs() {
        let location = SnapshotLocation(
            filePath: "/nowhere/FooViewTests.swift", testName: "testFoo", name: nil, pathExtension: "txt",
            snapshotDirectory: "/tmp/exact", environment: SnapshotEnvironment(snapshotDirectory: "/tmp/ignored"),
            counter: SnapshotCounter()
        )
        #expect(location.referencePath == "/tmp/exact/PathTests.testFoo.1.txt")
    }
}
