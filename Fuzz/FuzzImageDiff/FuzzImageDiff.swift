import SnapshotArtifacts
import Foundation
import FuzzSupport
import PNG
import Rasterizer

/// Fuzzes decoding two PNGs and diffing them with random thresholds. The first four bytes choose
/// precision, perceptual precision, anti-aliasing and the mode: two PNGs (split by a 2-byte
/// length), or two small bitmaps made from the bytes directly (so that the diff itself is reached
/// on most inputs). PNGs larger than ``maximumPixels`` are refused by the decoder's limit (which is
/// fuzzed too): a huge image costs a diff of millions of pixels and finds nothing a small one does
/// not, so the executions go to many small diffs.
@main
enum FuzzImageDiff {
    /// The largest decoded PNG diffed (64 × 64; PngSuite's images are 32 × 32).
    static let maximumPixels = 64 * 64

    static func fuzz(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 6 else { return }
        let options = ImageDiffOptions(
            precision: Float(bytes[0]) / 255,
            perceptualPrecision: Float(bytes[1]) / 255,
            ignoresAntialiasing: bytes[2] & 1 == 1
        )
        let body = Array(bytes[4...])
        let pair: (Bitmap, Bitmap)?
        if bytes[3] & 0x80 == 0 {
            pair = pngs(body)
        } else {
            pair = rawBitmaps(body, sizeByte: bytes[3])
        }
        guard let (reference, actual) = pair else { return }

        let metrics = ImageDiff.compare(reference, actual, options: options)
        let (withImage, diff) = ImageDiff.compareWithDiffImage(reference, actual, options: options)
        precondition(metrics == withImage, "compare and compareWithDiffImage disagree")
        precondition(diff.width == max(reference.width, actual.width) && diff.height == max(reference.height, actual.height), "diff image of the wrong size")
        precondition(metrics.differentPixels >= 0 && metrics.differentPixels <= metrics.totalPixels, "counted more differing pixels than there are")
        precondition(metrics.maxDeltaE.isFinite && metrics.maxDeltaE >= 0, "ΔE must be finite and positive")
        precondition(!ImageDiff.message(for: metrics).isEmpty)
        // An image always matches itself, whatever the thresholds.
        let itself = ImageDiff.compare(reference, reference, options: options)
        precondition(itself.passes && itself.differentPixels == 0, "an image does not match itself")
        if ImageDiff.identical(reference, actual) { precondition(metrics.passes, "identical images failed") }
    }

    /// Two PNGs: a 2-byte big-endian length of the first, then the first, then the second.
    static func pngs(_ body: [UInt8]) -> (Bitmap, Bitmap)? {
        guard body.count >= 2 else { return nil }
        let length = min(Int(body[0]) << 8 | Int(body[1]), body.count - 2)
        let first = Data(body[2..<(2 + length)])
        let second = Data(body[(2 + length)...])
        guard let a = decode(first), let b = decode(second) else { return nil }
        return (a, b)
    }

    /// `Bitmap(pngData:)` with the decoder's pixel limit at ``maximumPixels``.
    static func decode(_ data: Data) -> Bitmap? {
        do {
            let image = try PNGDecoder.decode(data, limits: PNGLimits(maxPixels: maximumPixels))
            return Bitmap(width: image.width, height: image.height, pixels: image.rgba)
        } catch {
            precondition(!error.description.isEmpty, "a PNGError must say what is wrong")
            return nil
        }
    }

    /// Two bitmaps of 1–8 × 1–8 pixels (sizes from `sizeByte` and the first body byte), pixels
    /// taken from the bytes in turn.
    static func rawBitmaps(_ body: [UInt8], sizeByte: UInt8) -> (Bitmap, Bitmap)? {
        guard body.count >= 2 else { return nil }
        let w1 = 1 + Int(sizeByte & 0x7), h1 = 1 + Int((sizeByte >> 3) & 0x7)
        let w2 = 1 + Int(body[0] & 0x7), h2 = 1 + Int((body[0] >> 3) & 0x7)
        let pixels = Array(body[1...])
        func bitmap(_ w: Int, _ h: Int, offset: Int) -> Bitmap {
            let count = w * h * 4
            let values = (0..<count).map { pixels[(offset + $0) % pixels.count] }
            return Bitmap(width: w, height: h, pixels: values)
        }
        return (bitmap(w1, h1, offset: 0), bitmap(w2, h2, offset: w1 * h1 * 4))
    }

    /// Replays the files and directories given as arguments (a normal build; under libFuzzer,
    /// libFuzzer's own `main` runs instead and calls `LLVMFuzzerTestOneInput`).
    static func main() {
        exit(FuzzInputs.replay(Array(CommandLine.arguments.dropFirst()), name: "FuzzImageDiff", body: fuzz))
    }
}

#if FUZZING
/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzImageDiff.fuzz(bytes.map { Data(bytes: $0, count: size) } ?? Data())
    return 0
}
#endif
