import Foundation
import Rasterizer
import Testing
@testable import Darkroom
@testable import SnapshotArtifacts

/// The production `.image` strategy, with PNG references.
@Suite struct PNGSnapshotTests {
    let red = solidBitmap(width: 1, height: 1, 255, 0, 0)
    let blue = solidBitmap(width: 1, height: 1, 0, 0, 255)

    /// swift-snapshot-testing's SwiftTestingTests.testUIImage, with bitmaps.
    @Test func redPixelThenBluePixel() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        withTestEnvironment(artifacts: temporary.file("a"), snapshotDirectory: temporary.file("s")) {
            withKnownIssue {
                assertSnapshot(of: red, as: .image, named: "pixel")
            } matching: {
                $0.description.contains("Automatically recorded snapshot")
            }
            assertSnapshot(of: red, as: .image, named: "pixel")
            withKnownIssue {
                assertSnapshot(of: blue, as: .image, named: "pixel")
            } matching: { issue in
                issue.description.contains("Newly-taken snapshot does not match reference.")
            }
        }
        func load(_ path: String) throws -> Bitmap {
            try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: path)))
        }
        let artifacts = temporary.file("a/PNGSnapshotTests/redPixelThenBluePixel.pixel")
        let images = try [
            load(temporary.file("s/PNGSnapshotTests/redPixelThenBluePixel.pixel.png")),
            load(artifacts + ".actual.png"), load(artifacts + ".reference.png"), load(artifacts + ".diff.png"),
        ]
        #expect(images == [red, blue, red, red])
    }

    @Test func corruptPNGReferencesReportTheDecodersReason() throws {
        let cases: [(String, Data, String)] = [
            ("empty", Data(), "not a PNG: the data is empty"),
            ("text", Data("hello".utf8), "not a PNG: the data does not start with the PNG signature"),
        ]
        for (label, contents, reason) in cases {
            let temporary = try TemporaryDirectory()
            defer { temporary.cleanUp() }
            let directory = temporary.file("s")
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let reference = directory + "/PNGSnapshotTests.x.png"
            try contents.write(to: URL(fileURLWithPath: reference))
            let message = withTestEnvironment(artifacts: temporary.file("a")) {
                verifySnapshot(of: red, as: .image, named: "x", snapshotDirectory: directory, testName: "PNGSnapshotTests")
            }
            #expect(message?.hasPrefix("Could not read the reference \(reference): \(reason).") == true, "\(label): \(message ?? "nil")")
            #expect(try Data(contentsOf: URL(fileURLWithPath: reference)) == contents, "\(label)")
        }
    }

    @Test func truncatedPNGReference() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let directory = temporary.file("s")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let full = try solidBitmap(width: 16, height: 16, 10, 20, 30).pngData()
        let truncated = full.prefix(full.count / 2)
        let reference = directory + "/t.png"
        try truncated.write(to: URL(fileURLWithPath: reference))
        let message = withTestEnvironment(artifacts: temporary.file("a")) {
            verifySnapshot(of: red, as: .image, named: "t", snapshotDirectory: directory, testName: "")
        }
        #expect(message?.hasPrefix("Could not read the reference \(reference): ") == true)
        #expect(message?.contains("The file was left untouched.") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: reference)) == truncated)
    }

    @Test func aMatchingPNGPasses() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let image = ImageDiffTests.edgeImage(at: 3.5)
        let messages = withTestEnvironment(artifacts: temporary.file("a")) {
            [
                verifySnapshot(of: image, as: .image, named: "m", record: .all, snapshotDirectory: temporary.file("s")),
                verifySnapshot(of: image, as: .image, named: "m", record: .never, snapshotDirectory: temporary.file("s")),
                verifySnapshot(of: ImageDiffTests.edgeImage(at: 3.75), as: .image(ignoringAntialiasing: true), named: "m", record: .never, snapshotDirectory: temporary.file("s")),
            ]
        }
        #expect(messages[0]?.hasPrefix("Record mode is on.") == true)
        #expect(messages[1] == nil)
        #expect(messages[2] == nil)
    }
}
