import Foundation
import Testing
@testable import FuzzImageDiff
@testable import FuzzManifest
@testable import FuzzPNGDecode

/// Replays every fuzzing seed and every regression input (a finding, once fixed, goes to
/// `Fuzz/Regressions/<kind>/`) through the fuzz targets' checks: a smoke run of each target in
/// the test suite. A failed check stops the process with its message, as under libFuzzer.
@Suite struct FuzzRegressionTests {
    static let root: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            directory.deleteLastPathComponent()
        }
        return directory
    }()

    static func inputs(_ folders: [String]) -> [URL] {
        folders.flatMap { folder -> [URL] in
            let directory = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.sorted().map { directory.appendingPathComponent($0) }.filter { !$0.hasDirectoryPath && $0.lastPathComponent != ".gitkeep" }
        }
    }

    @Test func pngDecodingSeedsAndRegressions() throws {
        let files = Self.inputs(["Tests/PNGTests/Fixtures/pngsuite", "Tests/PNGTests/Fixtures/extra", "Tests/PNGTests/Fixtures/bugfixes", "Fuzz/Regressions/png"])
        #expect(files.count > 150)
        for file in files { FuzzPNGDecode.fuzz(try Data(contentsOf: file)) }
    }

    @Test func imageDiffSeedsAndRegressions() throws {
        let files = Self.inputs(["Fuzz/Seeds/diff", "Fuzz/Regressions/diff"])
        #expect(files.count >= 9)
        for file in files { FuzzImageDiff.fuzz(try Data(contentsOf: file)) }
    }

    @Test func manifestSeedsAndRegressions() throws {
        let files = Self.inputs(["Fuzz/Seeds/manifest", "Fuzz/Regressions/manifest"])
        #expect(files.count >= 10)
        for file in files { FuzzManifest.fuzz(try Data(contentsOf: file)) }
    }
}
