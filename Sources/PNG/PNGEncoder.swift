import CLibPNG
import Foundation

/// Encodes straight-alpha RGBA8 pixels to PNG bytes, deterministically: the same pixels and options
/// always give the same bytes with the same zlib (no time stamp, gamma or other chunk is written; the file
/// holds only `IHDR`, `IDAT` and `IEND`). Another zlib version may compress differently, but the decoded
/// pixels are always exactly the encoded ones.
///
/// It uses libpng's regular write API through `darkroom_png_encode` (in the `CLibPNG` shim header), because
/// the simplified API cannot choose the row filter or zlib level. libpng's errors longjmp only within that C
/// function, which calls `setjmp` itself; they come back to Swift as a return code and a message.
/// Images whose every alpha is 255 are written as RGB (see `PNGEncodingOptions.dropsOpaqueAlpha`).
public enum PNGEncoder {
    /// Encodes straight-alpha RGBA8 pixels (`width * height * 4` bytes) to PNG, deterministically.
    ///
    /// - Throws: `PNGError.pixelCountMismatch` when `rgba` has the wrong size, `.invalidDimensions` for an
    ///   empty or oversized image, `.libpng` if libpng fails.
    public static func encode(rgba: [UInt8], width: Int, height: Int, options: PNGEncodingOptions = .default) throws(PNGError) -> Data {
        guard width > 0, height > 0, width <= 0x7FFF_FFFF / 4, height <= 0x7FFF_FFFF else {
            throw .invalidDimensions(width: width, height: height)
        }
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixelCount <= Int.max / 4, rgba.count == pixelCount * 4 else {
            throw .pixelCountMismatch(width: width, height: height, byteCount: rgba.count)
        }
        let outcome: Result<Data, PNGError> = rgba.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return .failure(.pixelCountMismatch(width: width, height: height, byteCount: 0)) }
            let opaque = options.dropsOpaqueAlpha && isOpaque(UnsafeRawBufferPointer(pixels))
            var settings = darkroom_png_encode_settings()
            settings.drop_alpha = opaque ? 1 : 0
            settings.zlib_level = Int32(min(9, max(0, options.zlibLevel)))
            settings.zlib_strategy = options.strategy.rawValue
            settings.zlib_mem_level = Int32(min(9, max(1, options.memoryLevel)))
            settings.filters = options.filter.libpngFilters
            settings.initial_capacity = 64 * 1024
            var buffer = darkroom_png_buffer()
            var message = [CChar](repeating: 0, count: 128)
            let ok = message.withUnsafeMutableBufferPointer { text in
                darkroom_png_encode(base, UInt32(width), UInt32(height), width * 4, settings, &buffer, text.baseAddress)
            }
            guard ok != 0, let bytes = buffer.data else {
                let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                return .failure(.libpng(text.isEmpty ? "encoding failed" : text))
            }
            let data = Data(bytesNoCopy: bytes, count: buffer.size, deallocator: .free)
            return .success(data)
        }
        return try outcome.get()
    }

    /// Encodes an indexed-colour image — one palette index per pixel (`width * height` bytes, rows top
    /// to bottom) and its palette — as an 8-bit indexed-colour PNG (colour type 3, with a `tRNS` chunk
    /// when an entry is not opaque), deterministically. Decoding it gives `palette.expand(indices)`.
    ///
    /// Images with few colours (diff images, flat illustrations) compress to a third of the bytes of
    /// RGB before zlib even starts, so this is much faster than ``encode(rgba:width:height:options:)``
    /// for them. `options.dropsOpaqueAlpha` does not apply.
    ///
    /// - Throws: `PNGError.invalidDimensions`, `.indexCountMismatch` when `indices` has the wrong size,
    ///   `.invalidPalette` for an empty palette or one above 256 entries, `.paletteIndexOutOfRange`
    ///   naming the first pixel whose index has no entry, `.libpng` if libpng fails.
    public static func encode(
        indices: [UInt8], palette: PNGPalette, width: Int, height: Int, options: PNGEncodingOptions = .default
    ) throws(PNGError) -> Data {
        guard width > 0, height > 0, width <= 0x7FFF_FFFF / 4, height <= 0x7FFF_FFFF else {
            throw .invalidDimensions(width: width, height: height)
        }
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, indices.count == pixelCount else {
            throw .indexCountMismatch(width: width, height: height, count: indices.count)
        }
        guard (1...256).contains(palette.count) else { throw .invalidPalette(count: palette.count) }
        if palette.count < 256, let position = firstIndex(in: indices, atLeast: palette.count) {
            throw .paletteIndexOutOfRange(
                x: position % width, y: position / width, index: Int(indices[position]), count: palette.count
            )
        }
        var settings = darkroom_png_encode_settings()
        settings.drop_alpha = 0
        settings.zlib_level = Int32(min(9, max(0, options.zlibLevel)))
        settings.zlib_strategy = options.strategy.rawValue
        settings.zlib_mem_level = Int32(min(9, max(1, options.memoryLevel)))
        settings.filters = options.filter.libpngFilters
        settings.initial_capacity = 64 * 1024
        var buffer = darkroom_png_buffer()
        var message = [CChar](repeating: 0, count: 128)
        let ok = indices.withUnsafeBufferPointer { pixels in
            palette.rgba.withUnsafeBufferPointer { entries in
                message.withUnsafeMutableBufferPointer { text in
                    darkroom_png_encode_indexed(
                        pixels.baseAddress, UInt32(width), UInt32(height), width, entries.baseAddress,
                        Int32(palette.count), settings, &buffer, text.baseAddress
                    )
                }
            }
        }
        guard ok != 0, let bytes = buffer.data else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .libpng(text.isEmpty ? "encoding failed" : text)
        }
        return Data(bytesNoCopy: bytes, count: buffer.size, deallocator: .free)
    }

    /// The position of the first index ≥ `limit`, if any (a vectorisable maximum first, then a search).
    static func firstIndex(in indices: [UInt8], atLeast limit: Int) -> Int? {
        indices.withUnsafeBufferPointer { bytes in
            var largest: UInt8 = 0
            for byte in bytes { largest = max(largest, byte) }
            guard Int(largest) >= limit else { return nil }
            return bytes.firstIndex { Int($0) >= limit }
        }
    }

    /// Encodes through libpng's simplified API (`png_image_write_to_memory`), at its default settings or
    /// with `PNG_IMAGE_FLAG_FAST`. Kept for comparison in the benchmarks; `encode` is faster and smaller.
    public static func encodeWithSimplifiedAPI(rgba: [UInt8], width: Int, height: Int, fast: Bool) throws(PNGError) -> Data {
        guard width > 0, height > 0, width <= 0x7FFF_FFFF / 4, height <= 0x7FFF_FFFF else {
            throw .invalidDimensions(width: width, height: height)
        }
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixelCount <= Int.max / 4, rgba.count == pixelCount * 4 else {
            throw .pixelCountMismatch(width: width, height: height, byteCount: rgba.count)
        }
        var image = png_image()
        image.version = darkroom_png_image_version
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = darkroom_png_format_rgba
        image.flags = fast ? darkroom_png_image_flag_fast : 0
        defer { png_image_free(&image) }
        var size = 0
        guard png_image_write_to_memory(&image, nil, &size, 0, rgba, Int32(width * 4), nil) != 0 else {
            throw .libpng(PNGDecoder.message(of: &image))
        }
        var data = Data(count: size)
        let ok = data.withUnsafeMutableBytes { bytes in
            png_image_write_to_memory(&image, bytes.baseAddress, &size, 0, rgba, Int32(width * 4), nil)
        }
        guard ok != 0 else { throw .libpng(PNGDecoder.message(of: &image)) }
        data.count = size
        return data
    }

    /// Whether every fourth byte (alpha) is 255.
    static func isOpaque(_ pixels: UnsafeRawBufferPointer) -> Bool {
        let words = pixels.count / 4
        var all: UInt32 = 0xFF00_0000
        var index = 0
        let chunk = 4096
        while index < words {
            let end = min(words, index + chunk)
            var accumulated: UInt32 = 0xFFFF_FFFF
            for word in index..<end {
                accumulated &= pixels.loadUnaligned(fromByteOffset: word &* 4, as: UInt32.self)
            }
            all &= accumulated.littleEndian
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
            index = end
        }
        return true
    }
}
