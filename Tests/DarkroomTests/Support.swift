import Foundation
import Rasterizer
import Testing
@testable import Darkroom
@testable import SnapshotArtifacts

/// A fresh temporary directory for one test, removed by `cleanUp()`.
struct TemporaryDirectory {
    let path: String

    init(_ label: String = #function) throws {
        let name = "darkroom-tests-\(sanitizePathComponent(label))-\(UUID().uuidString)"
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ relative: String) -> String { path + "/" + relative }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Runs `body` with a controlled environment: artifacts in `artifacts`, no CI, no record variable
/// (unless given), so the tests behave the same under `CI=true`.
func withTestEnvironment<R>(
    artifacts: String,
    record: String? = nil,
    ci: String? = nil,
    snapshotDirectory: String? = nil,
    _ body: () throws -> R
) rethrows -> R {
    try SnapshotEnvironment.$current.withValue(
        SnapshotEnvironment(record: record, ci: ci, artifacts: artifacts, snapshotDirectory: snapshotDirectory, runID: "test-run")
    ) {
        try SnapshotTestingConfiguration.$current.withValue(nil) {
            try body()
        }
    }
}

func readString(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
}

/// A trivial lossless bitmap file format for tests that must not depend on the PNG codec:
/// "RAW1", width and height as 4 little-endian bytes each, then the RGBA bytes.
enum RawBitmapCodec {
    struct DecodeError: Error, CustomStringConvertible {
        var description: String
    }

    static let codec = BitmapCodec(pathExtension: "raw", encode: encode, decode: decode)

    static func encode(_ bitmap: Bitmap) throws -> Data {
        var data = Data("RAW1".utf8)
        for value in [bitmap.width, bitmap.height] {
            withUnsafeBytes(of: UInt32(value).littleEndian) { data.append(contentsOf: $0) }
        }
        data.append(contentsOf: bitmap.pixels)
        return data
    }

    static func decode(_ data: Data) throws -> Bitmap {
        let bytes = [UInt8](data)
        guard bytes.count >= 12, bytes[0..<4] == [0x52, 0x41, 0x57, 0x31] else {
            throw DecodeError(description: "not a RAW1 file (\(bytes.count) bytes)")
        }
        func read(_ offset: Int) -> Int {
            Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
        }
        let width = read(4), height = read(8)
        guard bytes.count == 12 + width * height * 4 else {
            throw DecodeError(description: "truncated: expected \(12 + width * height * 4) bytes, found \(bytes.count)")
        }
        return Bitmap(width: width, height: height, pixels: Array(bytes[12...]))
    }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// The image strategy with the test codec.
    static func rawImage(
        precision: Float = 1, perceptualPrecision: Float = 1, ignoringAntialiasing: Bool = false
    ) -> Snapshotting {
        .image(
            options: ImageDiffOptions(precision: precision, perceptualPrecision: perceptualPrecision, ignoresAntialiasing: ignoringAntialiasing),
            codec: RawBitmapCodec.codec
        )
    }
}

/// A bitmap filled with one colour.
func solidBitmap(width: Int, height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> Bitmap {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) { pixels += [r, g, b, a] }
    return Bitmap(width: width, height: height, pixels: pixels)
}

extension Bitmap {
    /// Returns a copy with one pixel replaced.
    func setting(x: Int, y: Int, to rgba: [UInt8]) -> Bitmap {
        var copy = self
        let offset = (y * width + x) * 4
        copy.pixels.replaceSubrange(offset..<(offset + 4), with: rgba)
        return copy
    }
}
