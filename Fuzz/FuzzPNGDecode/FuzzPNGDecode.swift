import Foundation
import FuzzSupport
import PNG

/// Fuzzes PNG decoding: any bytes either fail with a `PNGError` or decode to an image whose
/// pixels survive an encode–decode round trip unchanged.
@main
enum FuzzPNGDecode {
    static func fuzz(_ data: Data) {
        let image: PNGImage
        do {
            image = try PNGDecoder.decode(data, limits: PNGLimits(maxPixels: 4_000_000))
        } catch {
            precondition(!error.description.isEmpty, "a PNGError must say what is wrong")
            return
        }
        precondition(image.width > 0 && image.height > 0, "decoded an empty image")
        precondition(image.rgba.count == image.width * image.height * 4, "pixel buffer of the wrong size")
        let encoded: Data
        do {
            encoded = try PNGEncoder.encode(rgba: image.rgba, width: image.width, height: image.height)
        } catch {
            preconditionFailure("re-encoding a decoded \(image.width)×\(image.height) image failed: \(error)")
        }
        let again = try? PNGDecoder.decode(encoded)
        precondition(again == image, "the encode–decode round trip changed the pixels")
    }

    /// Replays the files and directories given as arguments (a normal build; under libFuzzer,
    /// libFuzzer's own `main` runs instead and calls `LLVMFuzzerTestOneInput`).
    static func main() {
        exit(FuzzInputs.replay(Array(CommandLine.arguments.dropFirst()), name: "FuzzPNGDecode", body: fuzz))
    }
}

#if FUZZING
/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzPNGDecode.fuzz(bytes.map { Data(bytes: $0, count: size) } ?? Data())
    return 0
}
#endif
