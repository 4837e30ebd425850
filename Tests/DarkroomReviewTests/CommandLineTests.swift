import Foundation
import Rasterizer
import Testing
@testable import Darkroom
@testable import SnapshotArtifacts
import DarkroomReview

/// Runs the built `darkroom` executable (next to the test bundle in the build products directory).
@Suite struct CommandLineTests {
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    func darkroom(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> Run {
        var products = Bundle.main.bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        let candidates = [products, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()].map { $0.appendingPathComponent("darkroom") }
        let binary = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }, "build the darkroom executable first (swift build)")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var variables = ProcessInfo.processInfo.environment
        variables.removeValue(forKey: "SNAPSHOT_ARTIFACTS")
        variables.removeValue(forKey: "SNAPSHOT_DIRECTORY")
        variables.merge(environment) { $1 }
        process.environment = variables
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorData = LockedData()
        let reader = Thread { errorData.set(err.fileHandleForReading.readAllRetryingInterrupts()) }
        reader.start()
        let outData = out.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self), error: String(decoding: errorData.get(), as: UTF8.self))
    }

    @Test func diffThresholdsUseTheSnapshotComparison() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let base = Bitmap(width: 10, height: 10, pixels: [UInt8](repeating: 128, count: 400))
        var nudged = base.pixels
        nudged[0] = 130  // a tiny colour change of one pixel
        let a = fixture.root + "/a.png", b = fixture.root + "/b.png", diff = fixture.root + "/diff.png"
        try base.pngData().write(to: URL(fileURLWithPath: a))
        try Bitmap(width: 10, height: 10, pixels: nudged).pngData().write(to: URL(fileURLWithPath: b))

        let strict = try darkroom(["diff", a, b, "--output", diff])
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.output.contains("1 of 100 pixels differ") && strict.output.contains("ΔE"))
        #expect(FileManager.default.fileExists(atPath: diff))
        let written = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: diff)))
        #expect(written == ImageDiff.diffImage(base, Bitmap(width: 10, height: 10, pixels: nudged)))

        let perceptual = try darkroom(["diff", a, b, "--perceptual-precision", "0.98"])
        #expect(perceptual.status == 0, "\(perceptual)")
        #expect(perceptual.output.contains("match within the thresholds"))

        let precision = try darkroom(["diff", a, b, "--precision", "0.98"])
        #expect(precision.status == 0, "\(precision)")

        let antialiasing = try darkroom(["diff", a, b, "--ignore-antialiasing"])
        #expect(antialiasing.status == 1 || antialiasing.status == 0)
        #expect(antialiasing.output.contains("anti-aliasing"))

        let invalid = try darkroom(["diff", a, b, "--precision", "1.5"])
        #expect(invalid.status == 2)
        #expect(invalid.error.contains("--precision must be between 0 and 1"))
    }

    @Test func reviewAcceptAndStaleFromThePackageDirectory() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let references = try fixture.makeStandardFailures()
        let environment = ["SNAPSHOT_ARTIFACTS": fixture.artifacts]

        let list = try darkroom(["review"], in: fixture.root + "/__Snapshots__", environment: environment)
        #expect(list.status == 1, "not a terminal: lists and exits 1")
        #expect(list.output.contains("3 snapshot failures pending"))

        let report = try darkroom(["report"], in: fixture.root, environment: environment)
        #expect(report.status == 0, "\(report)")
        #expect(report.output.trimmingCharacters(in: .whitespacesAndNewlines) == fixture.artifacts + "/report.html")

        let accept = try darkroom(["accept", "newScreen()"], in: fixture.root, environment: environment)
        #expect(accept.status == 0, "\(accept)")
        #expect(FileManager.default.fileExists(atPath: references.new))

        let reject = try darkroom(["reject", "--all"], in: fixture.root, environment: environment)
        #expect(reject.status == 0, "\(reject)")
        let empty = try darkroom(["review"], in: fixture.root, environment: environment)
        #expect(empty.status == 0, "\(empty)")

        let usage = try darkroom(["accept"], in: fixture.root, environment: environment)
        #expect(usage.status == 2)
        #expect(usage.error.contains("--all"))

        // The fixture's run was made by this (filtered or not) test process; forced, stale works.
        let stale = try darkroom(["stale", "--assume-complete"], in: fixture.root, environment: environment)
        #expect(stale.status == 0 || stale.status == 1, "\(stale)")
    }

    @Test func twoAcceptProcessesAtOnceLeaveTheActualAsTheReference() throws {
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        let references = try fixture.makeStandardFailures()
        let item = try #require(try fixture.scan().pending.first { $0.referencePath == references.mismatch })
        let actualPath = try #require(item.actualPath)
        let actual = try Bitmap(pngData: try #require(fixture.read(actualPath))).pngData()
        let environment = ["SNAPSHOT_ARTIFACTS": fixture.artifacts]
        let runs = LockedStatuses()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            do {
                let run = try darkroom(["accept", references.mismatch], in: fixture.root, environment: environment)
                runs.append(run.status, run.output + run.error)
            } catch {
                runs.append(99, String(describing: error))
            }
        }
        // One process accepts; the other, waiting for the lock, then finds nothing left (exit 1).
        #expect(runs.values.sorted() == [0, 1], "\(runs.messages)")
        #expect(fixture.read(references.mismatch) == actual)
        #expect(try Bitmap(pngData: try #require(fixture.read(references.mismatch))) == .gradient(width: 48, height: 32, seed: 2))
    }
}
