import ArgumentParser
import Foundation
import Rasterizer

/// `darkroom diff EXPECTED ACTUAL [--output DIFF]`: compares two PNG files pixel by pixel.
///
/// Exit status: 0 when the pixels are equal, 1 when they differ (the count and percentage of differing
/// pixels, the largest channel difference and the bounding box are printed), 2 on any error — a file
/// that cannot be read or is not a valid PNG, or images of different sizes. Errors go to standard error
/// and name the file. The diff image (see `BitmapComparison.diffImage`) is written atomically.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files pixel by pixel.",
        discussion: "Exits 0 when the images are equal, 1 when they differ, 2 on an error (unreadable or invalid file, or a size mismatch)."
    )

    @Argument(help: "The reference PNG.") var expected: String
    @Argument(help: "The PNG to compare with it.") var actual: String
    @Option(name: .shortAndLong, help: "Where to write a diff image (the reference faded to grey, differing pixels in red).") var output: String?

    /// Largest file read, so that a special or enormous file cannot exhaust memory.
    static let maximumFileSize = 1 << 30

    func run() throws {
        let status = Self.execute(expected: expected, actual: actual, output: output)
        if status != 0 { throw ExitCode(status) }
    }

    /// Runs the comparison, printing results to standard output and errors to standard error; returns the exit status.
    static func execute(expected: String, actual: String, output: String?) -> Int32 {
        let expectedBitmap: Bitmap
        let actualBitmap: Bitmap
        do {
            expectedBitmap = try load(expected)
            actualBitmap = try load(actual)
        } catch {
            printError(error.message)
            return 2
        }
        let comparison: BitmapComparison
        do {
            comparison = try BitmapComparison(expected: expectedBitmap, actual: actualBitmap)
        } catch {
            printError("sizes differ: \(expected) is \(error.expectedWidth)×\(error.expectedHeight), \(actual) is \(error.actualWidth)×\(error.actualHeight)")
            return 2
        }
        if let output {
            do {
                let diff = try BitmapComparison.diffImage(expected: expectedBitmap, actual: actualBitmap)
                try diff.pngData().write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                printError("cannot write the diff image to \(output): \(error.localizedDescription)")
                return 2
            }
        }
        if comparison.isEqual {
            print("\(expected) and \(actual) are identical (\(comparison.width)×\(comparison.height) pixels)")
            return 0
        }
        print("\(expected) and \(actual) differ: \(comparison.summary)")
        if let output { print("diff image: \(output)") }
        return 1
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
