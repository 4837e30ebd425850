import Foundation
import Testing
@testable import Darkroom
@testable import SnapshotArtifacts

@Suite struct AtomicWriteTests {
    @Test func replacesTheFileAndLeavesNoTemporaryFiles() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let path = temporary.file("reference.png")
        try SnapshotFileSystem.writeAtomically(Data("first".utf8), to: path)
        try SnapshotFileSystem.writeAtomically(Data("second".utf8), to: path)
        #expect(try readString(path) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == ["reference.png"])
    }

    @Test func concurrentWritersAndReadersOnlyEverSeeWholeFiles() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let path = temporary.file("shared.bin")
        let contents = (0..<20).map { index in Data(repeating: UInt8(index), count: 64 * 1024) }
        try SnapshotFileSystem.writeAtomically(contents[0], to: path)

        let torn = await withTaskGroup(of: Int.self) { group in
            for data in contents {
                group.addTask {
                    (try? SnapshotFileSystem.writeAtomically(data, to: path)) == nil ? 1 : 0
                }
            }
            for _ in 0..<4 {
                group.addTask {
                    var torn = 0
                    for _ in 0..<50 {
                        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
                            torn += 1
                            continue
                        }
                        if !contents.contains(data) { torn += 1 }
                    }
                    return torn
                }
            }
            return await group.reduce(0, +)
        }
        #expect(torn == 0)
        let final = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(contents.contains(final))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == ["shared.bin"])
    }

    @Test func writingIntoAMissingDirectoryFailsWithThePathAndReason() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let path = temporary.file("missing/reference.png")
        #expect(throws: SnapshotError.fileSystem(operation: "write", path: path, reason: "No such file or directory")) {
            try SnapshotFileSystem.writeAtomically(Data("x".utf8), to: path)
        }
    }
}

@Suite struct ParallelRecordingTests {
    /// 50 assertions recording at once into one directory: every file is complete, and the run
    /// record has one line per assertion.
    @Test func fiftyAssertionsRecordingInParallel() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let directory = temporary.file("s")
        let artifacts = temporary.file("artifacts")
        let messages = await SnapshotEnvironment.$current.withValue(.init(artifacts: artifacts, runID: "parallel")) {
            await withTaskGroup(of: String?.self) { group in
                for index in 0..<50 {
                    group.addTask {
                        verifySnapshot(
                            of: String(repeating: "line \(index)\n", count: 1000), as: .lines, named: "n\(index)",
                            record: .all, snapshotDirectory: directory
                        )
                    }
                }
                return await group.reduce(into: [String?]()) { $0.append($1) }
            }
        }
        #expect(messages.count == 50)
        #expect(messages.allSatisfy { $0?.hasPrefix("Record mode is on.") == true })
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(names.count == 50)
        for index in 0..<50 {
            let text = try readString(directory + "/ParallelRecordingTests.fiftyAssertionsRecordingInParallel.n\(index).txt")
            #expect(text == String(repeating: "line \(index)\n", count: 1000))
        }
        let entries = try SnapshotRunRecord.entries(inRunDirectory: artifacts + "/runs/parallel")
        #expect(entries.count == 50)
        #expect(entries.allSatisfy { $0.status == .recorded })
    }

    static let sharedDirectory = NSTemporaryDirectory() + "darkroom-parallel-\(ProcessInfo.processInfo.processIdentifier)"

    /// 50 parameterised cases (run in parallel by Swift Testing) recording into one directory.
    @Test(arguments: 0..<50)
    func parallelCasesRecordTheirOwnFiles(index: Int) throws {
        let directory = Self.sharedDirectory + "/s"
        let message = withTestEnvironment(artifacts: Self.sharedDirectory + "/artifacts") {
            verifySnapshot(of: "case \(index)", as: .lines, record: .all, snapshotDirectory: directory)
        }
        let path = directory + "/ParallelRecordingTests.parallelCasesRecordTheirOwnFiles-index.\(index).1.txt"
        #expect(message?.contains(path) == true)
        #expect(try readString(path) == "case \(index)")
        try FileManager.default.removeItem(atPath: path)
    }
}
