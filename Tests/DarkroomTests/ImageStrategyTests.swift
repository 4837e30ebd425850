import Foundation
import Rasterizer
import Testing
@testable import Darkroom
@testable import SnapshotArtifacts

/// The `.image` strategy for bitmaps, end to end, with a test codec (so these tests do not depend
/// on the PNG codec) — and the failure artifacts.
@MainActor @Suite struct ImageStrategyTests {
    let red = solidBitmap(width: 1, height: 1, 255, 0, 0)
    let blue = solidBitmap(width: 1, height: 1, 0, 0, 255)

    @Test func redVersusBlueWritesArtifactsAndAManifest() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let directory = temporary.file("snapshots")
        let artifacts = temporary.file("artifacts")
        let messages = withTestEnvironment(artifacts: artifacts) {
            [
                verifySnapshot(of: red, as: .rawImage(), named: "pixel", snapshotDirectory: directory),
                verifySnapshot(of: blue, as: .rawImage(), named: "pixel", snapshotDirectory: directory),
            ]
        }
        let reference = directory + "/redVersusBlueWritesArtifactsAndAManifest.pixel.raw"
        #expect(messages[0]?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true)
        let message = try #require(messages[1])

        let base = artifacts + "/ImageStrategyTests/redVersusBlueWritesArtifactsAndAManifest.pixel"
        #expect(message.hasPrefix("Snapshot \"pixel\" does not match reference."))
        #expect(message.contains("Newly-taken snapshot does not match reference.\n1 of 1 pixels differ (100%); largest ΔE"))
        #expect(message.contains("Reference: \(reference)"))
        #expect(message.contains("  actual:    \(base).actual.raw"))
        #expect(message.contains("  reference: \(base).reference.raw"))
        #expect(message.contains("  diff:      \(base).diff.raw"))
        #expect(message.contains("  manifest:  \(base).manifest.json"))
        // Darkroom's additions come before the difference, which stays last (as in swift-snapshot-testing).
        #expect(message.contains("Accept the new snapshot with:\n\n    darkroom accept \(reference)\n\nNewly-taken snapshot"))
        #expect(message.hasSuffix("perceptual precision 1 (identical pixels)."))

        // The reference is untouched; the artifacts hold the actual, the reference and the diff.
        #expect(try RawBitmapCodec.decode(Data(contentsOf: URL(fileURLWithPath: reference))) == red)
        #expect(try RawBitmapCodec.decode(Data(contentsOf: URL(fileURLWithPath: base + ".actual.raw"))) == blue)
        #expect(try RawBitmapCodec.decode(Data(contentsOf: URL(fileURLWithPath: base + ".reference.raw"))) == red)
        #expect(try RawBitmapCodec.decode(Data(contentsOf: URL(fileURLWithPath: base + ".diff.raw"))).pixels == [255, 0, 0, 255])

        let manifestData = try Data(contentsOf: URL(fileURLWithPath: base + ".manifest.json"))
        let manifest = try SnapshotFailureManifest(jsonData: manifestData)
        #expect(manifest.version == 1)
        #expect(manifest.kind == .mismatch)
        #expect(manifest.referencePath == reference)
        #expect(manifest.snapshotName == "redVersusBlueWritesArtifactsAndAManifest.pixel")
        #expect(manifest.artifacts == .init(actual: base + ".actual.raw", reference: base + ".reference.raw", diff: base + ".diff.raw"))
        #expect(manifest.test.name == "redVersusBlueWritesArtifactsAndAManifest()")
        #expect(manifest.test.suites == [])
        #expect(manifest.test.fileID.hasSuffix("ImageStrategyTests.swift"))
        #expect(manifest.recordMode == "missing")
        #expect(!manifest.rerecorded)
        #expect(manifest.runID == "test-run")
        #expect(manifest.image?.differentPixels == 1)
        #expect(manifest.image?.boundingBox == .init(x: 0, y: 0, width: 1, height: 1))
        // Sorted keys, the same bytes every time.
        #expect(try manifest.jsonData() == manifestData)
        let text = String(decoding: manifestData, as: UTF8.self)
        #expect(text.range(of: "\"artifacts\"")!.lowerBound < text.range(of: "\"version\"")!.lowerBound)

        // Tools find the manifest.
        let found = try SnapshotArtifacts.manifests(in: artifacts)
        #expect(found.map(\.path) == [base + ".manifest.json"])
        #expect(found.first?.manifest == manifest)
        #expect(try SnapshotArtifacts.manifests(in: artifacts, runID: "other").isEmpty)
        #expect(try SnapshotArtifacts.runIDs(in: artifacts) == ["test-run"])

        // The run record lists the reference once per assertion.
        let entries = try SnapshotRunRecord.entries(inRunDirectory: artifacts + "/runs/test-run")
        #expect(
            entries == [
                .init(status: .failed, referencePath: reference),
                .init(status: .recorded, referencePath: reference),
            ])
    }

    @Test func passingAssertionsAreRecordedAsMatched() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let artifacts = temporary.file("artifacts")
        let messages = withTestEnvironment(artifacts: artifacts) {
            [
                verifySnapshot(of: red, as: .rawImage(), named: "p", record: .all, snapshotDirectory: temporary.file("s")),
                verifySnapshot(of: red, as: .rawImage(), named: "p", record: .never, snapshotDirectory: temporary.file("s")),
            ]
        }
        #expect(messages[0] != nil)
        #expect(messages[1] == nil)
        let entries = try SnapshotRunRecord.entries(inRunDirectory: artifacts + "/runs/test-run")
        #expect(entries.map(\.status) == [.matched, .recorded])
        // A passing assertion writes no artifacts.
        #expect(!FileManager.default.fileExists(atPath: artifacts + "/ImageStrategyTests"))
    }

    @Test func thresholdsApplyThroughTheStrategy() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let reference = ImageDiffTests.edgeImage(at: 4.25)
        let shifted = ImageDiffTests.edgeImage(at: 4.75)
        let messages = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            [
                verifySnapshot(of: reference, as: .rawImage(), named: "edge", record: .all, snapshotDirectory: temporary.file("s")),
                verifySnapshot(of: shifted, as: .rawImage(ignoringAntialiasing: true), named: "edge", snapshotDirectory: temporary.file("s")),
                verifySnapshot(of: shifted, as: .rawImage(precision: 0.875), named: "edge", snapshotDirectory: temporary.file("s")),
                verifySnapshot(of: shifted, as: .rawImage(precision: 0.876), named: "edge", snapshotDirectory: temporary.file("s")),
            ]
        }
        #expect(messages[1] == nil)
        #expect(messages[2] == nil)
        #expect(messages[3]?.contains("8 of 64 pixels differ (12.5%)") == true)
    }

    @Test func failedModeRerecordsMismatches() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let message = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            _ = verifySnapshot(of: red, as: .rawImage(), named: "f", record: .all, snapshotDirectory: temporary.file("s"))
            return verifySnapshot(of: blue, as: .rawImage(), named: "f", record: .failed, snapshotDirectory: temporary.file("s"))
        }
        #expect(message?.hasPrefix("Snapshot \"f\" does not match reference. A new snapshot was automatically recorded.") == true)
        #expect(message?.contains("darkroom accept") == false)
        let stored = try RawBitmapCodec.decode(Data(contentsOf: URL(fileURLWithPath: temporary.file("s/failedModeRerecordsMismatches.f.raw"))))
        #expect(stored == blue)
    }

    @Test func corruptReferencesFailAndStayUntouched() throws {
        let cases: [(String, Data)] = [
            ("empty", Data()),
            ("truncated", Data("RAW1".utf8) + Data([1, 0, 0, 0, 1, 0, 0, 0, 255])),
            ("not an image", Data("hello, world".utf8)),
        ]
        for (label, contents) in cases {
            let temporary = try TemporaryDirectory()
            defer { temporary.cleanUp() }
            let directory = temporary.file("s")
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let reference = directory + "/x.raw"
            try contents.write(to: URL(fileURLWithPath: reference))
            var reason = ""
            do { _ = try RawBitmapCodec.decode(contents) } catch { reason = "\(error)" }

            for mode in [SnapshotTestingConfiguration.Record.missing, .never] {
                let message = withTestEnvironment(artifacts: temporary.file("artifacts")) {
                    verifySnapshot(of: red, as: .rawImage(), named: "x", record: mode, snapshotDirectory: directory, testName: "")
                }
                #expect(message?.hasPrefix("Could not read the reference \(reference): \(reason).\nThe file was left untouched.") == true, "\(label) \(message ?? "nil")")
                #expect(try Data(contentsOf: URL(fileURLWithPath: reference)) == contents, "\(label)")
            }
            let artifacts = temporary.file("artifacts") + "/ImageStrategyTests"
            let message = withTestEnvironment(artifacts: temporary.file("artifacts")) {
                verifySnapshot(of: red, as: .rawImage(), named: "x", record: .failed, snapshotDirectory: directory, testName: "")
            }
            #expect(
                message == """
                    Could not read the reference \(reference): \(reason). A new snapshot was automatically recorded.

                    Artifacts:
                      actual:    \(artifacts)/x.actual.raw
                      reference: \(artifacts)/x.reference.raw
                      manifest:  \(artifacts)/x.manifest.json
                    """, "\(label)")
            let stored = try RawBitmapCodec.decode(Data(contentsOf: URL(fileURLWithPath: reference)))
            #expect(stored == red, "\(label)")
        }
    }

    @Test func emptyBitmapsFail() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let message = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            verifySnapshot(of: Bitmap(width: 0, height: 0), as: .rawImage(), record: .all, snapshotDirectory: temporary.file("s"))
        }
        #expect(message?.hasPrefix("Couldn't snapshot value: Newly-taken snapshot is empty: Bitmap rendered to 0×0 pixels.") == true)
        #expect(!FileManager.default.fileExists(atPath: temporary.file("s")))
    }

    @Test func unwritableSnapshotDirectoryFailsWithPathAndReason() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let blocker = temporary.file("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let message = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            verifySnapshot(of: red, as: .rawImage(), record: .all, snapshotDirectory: blocker + "/snapshots")
        }
        #expect(message?.hasPrefix("Could not create the directory \(blocker)/snapshots: ") == true, "\(message ?? "")")
    }

    @Test func unwritableArtifactsDirectoryIsReportedWithTheMismatch() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let blocker = temporary.file("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let message = withTestEnvironment(artifacts: blocker) {
            _ = verifySnapshot(of: red, as: .rawImage(), named: "u", record: .all, snapshotDirectory: temporary.file("s"))
            return verifySnapshot(of: blue, as: .rawImage(), named: "u", snapshotDirectory: temporary.file("s"))
        }
        #expect(message?.hasPrefix("Snapshot \"u\" does not match reference.") == true)
        #expect(message?.contains("Could not write the failure artifacts: Could not create the directory \(blocker)/ImageStrategyTests: ") == true)
    }

    @Test func neverOnAMissingReferenceStillWritesTheActualForReview() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let message = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            verifySnapshot(of: red, as: .rawImage(), named: "n", record: .never, snapshotDirectory: temporary.file("s"))
        }
        let base = temporary.file("artifacts") + "/ImageStrategyTests/neverOnAMissingReferenceStillWritesTheActualForReview.n"
        #expect(message?.contains("actual:    \(base).actual.raw") == true)
        let manifest = try SnapshotFailureManifest(jsonData: Data(contentsOf: URL(fileURLWithPath: base + ".manifest.json")))
        #expect(manifest.kind == .missing)
        #expect(manifest.artifacts.reference == nil)
    }

    @Test func aPassingAssertionNeverEncodes() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let encodes = LockedState(0)
        let counting = BitmapCodec(
            pathExtension: "raw",
            encode: { bitmap in
                encodes.withLock { $0 += 1 }
                return try RawBitmapCodec.encode(bitmap)
            },
            decode: RawBitmapCodec.decode
        )
        let edge = ImageDiffTests.edgeImage(at: 4.25)
        let shifted = ImageDiffTests.edgeImage(at: 4.75)
        let messages = withTestEnvironment(artifacts: temporary.file("a")) {
            [
                verifySnapshot(of: edge, as: .image(options: .exact, codec: counting), named: "e", record: .all, snapshotDirectory: temporary.file("s")),
                verifySnapshot(of: edge, as: .image(options: .exact, codec: counting), named: "e", snapshotDirectory: temporary.file("s")),
                verifySnapshot(of: shifted, as: .image(options: .init(ignoresAntialiasing: true), codec: counting), named: "e", snapshotDirectory: temporary.file("s")),
            ]
        }
        #expect(messages[0] != nil)
        #expect(messages[1] == nil)
        #expect(messages[2] == nil)
        #expect(encodes.withLock { $0 } == 1)
    }

    @Test func productionStrategyStoresPNG() {
        #expect(Snapshotting<Bitmap, Bitmap>.image.pathExtension == "png")
        #expect(Snapshotting<Bitmap, Bitmap>.image(precision: 0.99).pathExtension == "png")
    }
}
