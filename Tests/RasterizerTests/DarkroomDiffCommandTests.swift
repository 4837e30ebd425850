import Foundation
import Testing
import Rasterizer

/// Runs the built `darkroom diff` binary (found next to the test bundle in the build products directory).
@Suite struct DarkroomDiffCommandTests {
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    static func productsDirectory() -> URL {
        // The test bundle (or test executable) lives in the products directory, e.g. .build/debug.
        var url = Bundle.main.bundleURL
        if url.pathExtension == "xctest" { url.deleteLastPathComponent() }
        return url
    }

    func darkroom(_ arguments: [String]) throws -> Run {
        let candidates = [Self.productsDirectory(), URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            .map { $0.appendingPathComponent("darkroom") }
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "darkroom binary not found; looked at \(candidates.map(\.path)) — build it with `swift build`"])
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["diff"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self), error: String(decoding: errData, as: UTF8.self))
    }

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func exitCodesAndMessages() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = Bitmap(width: 8, height: 6, pixels: [UInt8](repeating: 128, count: 8 * 6 * 4))
        var changed = base.pixels
        changed[(2 * 8 + 5) * 4] = 0
        let a = directory.appendingPathComponent("a.png").path
        let same = directory.appendingPathComponent("same.png").path
        let b = directory.appendingPathComponent("b.png").path
        let small = directory.appendingPathComponent("small.png").path
        let garbage = directory.appendingPathComponent("garbage.png").path
        try base.pngData().write(to: URL(fileURLWithPath: a))
        try base.pngData().write(to: URL(fileURLWithPath: same))
        try Bitmap(width: 8, height: 6, pixels: changed).pngData().write(to: URL(fileURLWithPath: b))
        try Bitmap(width: 3, height: 2).pngData().write(to: URL(fileURLWithPath: small))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: garbage))

        let equal = try darkroom([a, same])
        #expect(equal.status == 0, "\(equal)")

        let diffPath = directory.appendingPathComponent("diff.png").path
        let differ = try darkroom([a, b, "--output", diffPath])
        #expect(differ.status == 1, "\(differ)")
        #expect(differ.output.contains("1 of 48 pixels differ (2.0833%), largest channel difference 128, bounding box x 5, y 2, 1×1"))
        let diff = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: diffPath)))
        #expect(Array(diff.pixels[((2 * 8 + 5) * 4)..<((2 * 8 + 5) * 4 + 4)]) == [255, 0, 0, 255])

        let mismatch = try darkroom([a, small])
        #expect(mismatch.status == 2)
        #expect(mismatch.error.contains("8×6") && mismatch.error.contains("3×2") && mismatch.error.contains("small.png"))

        let invalid = try darkroom([garbage, a])
        #expect(invalid.status == 2)
        #expect(invalid.error.contains("garbage.png") && invalid.error.contains("not a PNG"))

        let missing = try darkroom([directory.appendingPathComponent("missing.png").path, a])
        #expect(missing.status == 2)
        #expect(missing.error.contains("missing.png"))
    }
}
