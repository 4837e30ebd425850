import CLibPNG
import Foundation

/// Decodes PNG bytes to straight-alpha RGBA8 through libpng's simplified API.
///
/// Decoding has two steps:
/// 1. `PNGChunkScanner` walks the file's chunks before libpng sees it: it rejects a file whose chunk
///    runs past the end of the data, whose CRC is wrong, or whose `width × height` exceeds
///    `PNGLimits.maxPixels`, and hands libpng only the chunks it needs to produce pixels. Memory use is
///    then bounded by the output (`width × height × 4` bytes) plus one copy of the input at most.
/// 2. libpng (`png_image_begin_read_from_memory` / `png_image_finish_read`, format `PNG_FORMAT_RGBA`)
///    decodes every colour type and bit depth — grey, grey+alpha, RGB, RGBA, palette, `tRNS`, 1 to 16
///    bits, interlaced. Errors come back in `png_image.message`; libpng never longjmps into Swift.
///
/// Colour space: the stored values are returned as they are, taken to be sRGB; no gamma or colour
/// conversion is ever applied. Left to itself, the simplified API converts to sRGB: with libpng 1.6.39 an
/// 8-bit grey 64 in a file with `gAMA` 1.0 comes out as 136, and a 16-bit file without `gAMA` is assumed
/// linear (0x4000 → 136, 0x8000 → 186). So `gAMA`, `sRGB`, `iCCP` and `cHRM` are removed before libpng
/// reads the file, and 16-bit samples are read as sRGB-encoded (`PNG_IMAGE_FLAG_16BIT_sRGB`), which
/// scales them to 8 bits with rounding (`v * 255 / 65535`: 0x8000 → 128). A PNG written by `PNGEncoder`
/// decodes to exactly the encoded pixels, including the colour of fully transparent pixels.
public enum PNGDecoder {
    /// Decodes any valid PNG to straight-alpha RGBA8, after validating its chunk structure.
    ///
    /// - Throws: `PNGError` naming what is wrong: not a PNG, truncated, a chunk too long, a CRC
    ///   mismatch, an image above `limits`, or libpng's own message for invalid image data.
    public static func decode(_ data: Data, limits: PNGLimits = .default) throws(PNGError) -> PNGImage {
        try decode(data, limits: limits, storage: { _ in nil })
    }

    /// Decodes like ``decode(_:limits:)``, into the array `storage` returns for the image's byte count when it
    /// has exactly that many bytes (its memory is reused and every byte overwritten), else into a new array.
    ///
    /// What `PNGEncoder` writes (8-bit RGB or RGBA, not interlaced, no `tRNS`) is read through libpng's regular
    /// API without recomputing the checksums the chunk scan has already verified; the pixels are the same.
    public static func decode(
        _ data: Data, limits: PNGLimits = .default, storage: (_ byteCount: Int) -> [UInt8]?
    ) throws(PNGError) -> PNGImage {
        let scan = try PNGChunkScanner.scan(data, limits: limits)
        let width = scan.width
        let height = scan.height
        let stride = width * 4
        guard stride <= Int(Int32.max), stride * height <= Int(UInt32.max) else {
            throw .tooLarge(width: width, height: height, limit: min(limits.maxPixels, Int(UInt32.max) / 4))
        }
        let input = scan.sanitized ?? data
        let byteCount = stride * height
        var reused = storage(byteCount)
        if reused?.count != byteCount { reused = nil }

        if scan.isPlainRGB8 {
            var message = [CChar](repeating: 0, count: 128)
            func read(into out: UnsafeMutablePointer<UInt8>) -> Bool {
                input.withUnsafeBytes { bytes in
                    darkroom_png_decode_rgba8(
                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count, out, UInt32(width),
                        UInt32(height), stride, &message) != 0
                }
            }
            var succeeded = false
            let rgba: [UInt8]
            if var pixels = reused {
                succeeded = pixels.withUnsafeMutableBufferPointer { read(into: $0.baseAddress!) }
                rgba = pixels
            } else {
                rgba = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
                    succeeded = read(into: buffer.baseAddress!)
                    initialized = succeeded ? byteCount : 0
                }
            }
            guard succeeded else {
                let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                throw .libpng(text.isEmpty ? "unknown error" : text)
            }
            return PNGImage(width: width, height: height, rgba: rgba)
        }

        // Both libpng calls run inside one `withUnsafeBytes`: libpng keeps the pointer between them.
        let outcome: Result<[UInt8], PNGError> = input.withUnsafeBytes { bytes in
            var image = png_image()
            image.version = darkroom_png_image_version
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
                return .failure(.libpng(message(of: &image)))
            }
            guard Int(image.width) == width, Int(image.height) == height else {
                return .failure(.libpng("IHDR changed between the chunk scan and libpng"))
            }
            image.format = darkroom_png_format_rgba
            image.flags |= darkroom_png_image_flag_16bit_sRGB
            var succeeded: Int32 = 0
            let rgba: [UInt8]
            if var pixels = reused {
                succeeded = pixels.withUnsafeMutableBufferPointer { buffer in
                    png_image_finish_read(&image, nil, buffer.baseAddress, Int32(stride), nil)
                }
                rgba = pixels
            } else {
                rgba = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
                    succeeded = png_image_finish_read(&image, nil, buffer.baseAddress, Int32(stride), nil)
                    initialized = succeeded != 0 ? byteCount : 0
                }
            }
            guard succeeded != 0 else { return .failure(.libpng(message(of: &image))) }
            return .success(rgba)
        }
        return PNGImage(width: width, height: height, rgba: try outcome.get())
    }

    /// `png_image.message` as a String.
    static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.isEmpty ? "unknown error" : text
        }
    }
}
