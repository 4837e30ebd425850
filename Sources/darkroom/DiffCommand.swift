import ArgumentParser
import SnapshotArtifacts
import Foundation
import Rasterizer

/// `darkroom diff EXPECTED ACTUAL [--output DIFF] [--precision P] [--perceptual-precision P] [--ignore-antialiasing]`:
/// compares two PNG files with Darkroom's `ImageDiff`, the comparison the `.image` snapshot strategies use.
///
/// Exit status: 0 when the images match under the thresholds (by default: equal pixels), 1 when they
/// differ (the count and percentage of differing pixels, the largest channel difference and ΔE, the
/// bounding box and the thresholds are printed), 2 on any error — a file that cannot be read or is not
/// a valid PNG, images of different sizes, or a threshold outside 0…1. Errors go to standard error and
/// name the file. The diff image (`ImageDiff.diffImage`: differences red, ignored anti-aliasing yellow)
/// is written atomically.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files pixel by pixel.",
        discussion: """
            Uses the comparison of the .image snapshot strategies: --precision is the fraction of pixels that must \
            match, --perceptual-precision how close each pixel's colour must be (a pixel matches when its CIE94 ΔE \
            is at most (1 − p) × 100; 0.98–0.99 is about what the eye notices), --ignore-antialiasing skips pixels \
            that look like anti-aliasing.
            Exits 0 when the images match, 1 when they differ, 2 on an error (unreadable or invalid file, a size \
            mismatch, or a threshold outside 0…1).
            """
    )

    @Argument(help: "The reference PNG.") var expected: String
    @Argument(help: "The PNG to compare with it.") var actual: String
    @Option(name: .shortAndLong, help: "Where to write a diff image (the reference faded to grey, differing pixels in red).") var output: String?
    @Option(help: "The fraction of pixels that must match, 0…1.") var precision: Float = 1
    @Option(help: "How close each pixel's colour must be, 0…1 (1: equal bytes).") var perceptualPrecision: Float = 1
    @Flag(help: "Ignore differing pixels that look like anti-aliasing.") var ignoreAntialiasing = false

    /// Largest file read, so that a special or enormous file cannot exhaust memory.
    static let maximumFileSize = 1 << 30

    func run() throws {
        let options = ImageDiffOptions(
            precision: precision, perceptualPrecision: perceptualPrecision, ignoresAntialiasing: ignoreAntialiasing
        )
        let status = Self.execute(expected: expected, actual: actual, output: output, options: options)
        if status != 0 { throw ExitCode(status) }
    }

    /// Runs the comparison, printing results to standard output and errors to standard error; returns the exit status.
    static func execute(expected: String, actual: String, output: String?, options: ImageDiffOptions = .exact) -> Int32 {
        for (name, value) in [("--precision", options.precision), ("--perceptual-precision", options.perceptualPrecision)]
        where !(0...1).contains(value) {
            printError("\(name) must be between 0 and 1, got \(value)")
            return 2
        }
        let expectedBitmap: Bitmap
        let actualBitmap: Bitmap
        do {
            expectedBitmap = try load(expected)
            actualBitmap = try load(actual)
        } catch {
            printError(error.message)
            return 2
        }
        guard expectedBitmap.width == actualBitmap.width, expectedBitmap.height == actualBitmap.height else {
            printError("sizes differ: \(expected) is \(expectedBitmap.width)×\(expectedBitmap.height), \(actual) is \(actualBitmap.width)×\(actualBitmap.height)")
            return 2
        }
        // One comparison: the metrics (and, with --output, the diff image in the same pass over the pixels).
        let metrics: ImageDiffMetrics
        if let output {
            // The diff image has a few dozen colours: it is written as an indexed-colour PNG, atomically.
            let result = ImageDiff.compareWithIndexedDiffImage(expectedBitmap, actualBitmap, options: options)
            metrics = result.metrics
            do {
                try AtomicFileWriter.writeAtomically(try result.diffImage.pngData(options: .diffImage), to: output, durable: false)
            } catch let error as AtomicFileWriter.Failure {
                printError("cannot write the diff image to \(output): \(error.reason)")
                return 2
            } catch {
                printError("cannot write the diff image to \(output): \(error)")
                return 2
            }
        } else {
            metrics = ImageDiff.compare(expectedBitmap, actualBitmap, options: options)
        }
        if metrics.maxChannelDifference == 0 {
            print("\(expected) and \(actual) are identical (\(expectedBitmap.width)×\(expectedBitmap.height) pixels)")
            return 0
        }
        let verdict = metrics.passes ? "match within the thresholds" : "differ"
        print("\(expected) and \(actual) \(verdict): \(summary(of: metrics))")
        print(ImageDiff.message(for: metrics).split(separator: "\n").dropFirst().joined(separator: "\n"))
        if let output { print("diff image: \(output)") }
        return metrics.passes ? 0 : 1
    }

    /// One line: how many pixels differ beyond the thresholds, the largest channel difference and where.
    private static func summary(of metrics: ImageDiffMetrics) -> String {
        let percent = String(format: "%.4f", metrics.differentFraction * 100)
        var line = "\(metrics.differentPixels) of \(metrics.totalPixels) pixels differ (\(percent)%), largest channel difference \(metrics.maxChannelDifference)"
        if let box = metrics.boundingBox { line += ", bounding box x \(box.x), y \(box.y), \(box.width)×\(box.height)" }
        return line
    }

    private struct LoadError: Error {
        var message: String
    }

    private static func load(_ path: String) throws(LoadError) -> Bitmap {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            var status = stat()
            guard fstat(handle.fileDescriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
                throw LoadError(message: "cannot read \(path): not a regular file")
            }
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch let error as LoadError {
            throw error
        } catch {
            throw LoadError(message: "cannot read \(path): \(error.localizedDescription)")
        }
        if data.count > maximumFileSize {
            throw LoadError(message: "cannot read \(path): larger than \(maximumFileSize) bytes")
        }
        do {
            return try Bitmap(pngData: data)
        } catch {
            throw LoadError(message: "\(path) is not a valid PNG: \(error)")
        }
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data("darkroom diff: \(message)\n".utf8))
    }
}
