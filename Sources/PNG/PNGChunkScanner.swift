import Foundation

/// Walks a PNG's chunk structure before libpng sees it.
///
/// It checks the signature, that every chunk's declared length fits in the data, the CRC of every chunk it
/// keeps, that the
/// first chunk is `IHDR` and that `width × height` is within `PNGLimits`. It then keeps only the chunks
/// the decoder needs (`IHDR`, `PLTE`, `tRNS`, `IDAT`, `IEND`, and any other critical chunk so that libpng
/// can reject it): colour-space chunks (`gAMA`, `sRGB`, `iCCP`, `cHRM`), text and every other ancillary
/// chunk are dropped. libpng therefore never allocates for a declared length it has not been shown to
/// hold, never decompresses text or ICC profiles, and applies no gamma conversion.
struct PNGChunkScanner {
    /// The 8-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// What the scan found.
    struct Result {
        var width: Int
        var height: Int
        /// The data to give libpng: `nil` when the input itself has only kept chunks (no copy needed).
        var sanitized: Data?
        /// 8-bit RGB or RGBA, not interlaced, without `tRNS`: what `PNGEncoder` writes for a bitmap.
        var isPlainRGB8 = false
    }

    /// Scans `data`; throws the first problem found.
    static func scan(_ data: Data, limits: PNGLimits) throws(PNGError) -> Result {
        let outcome: Swift.Result<Result, PNGError> = data.withUnsafeBytes { bytes in
            do throws(PNGError) {
                return .success(try scan(bytes, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// A byte range of a chunk to keep (header, data and CRC).
    private struct Kept {
        var start: Int
        var end: Int
    }

    private static func scan(_ bytes: UnsafeRawBufferPointer, limits: PNGLimits) throws(PNGError) -> Result {
        let size = bytes.count
        if size == 0 { throw .empty }
        let signatureLength = min(size, 8)
        for index in 0..<signatureLength where bytes[index] != signature[index] {
            throw .notAPNG
        }
        if size < 8 { throw .truncated(offset: size, size: size, expected: "the PNG signature") }

        var offset = 8
        var width = 0
        var height = 0
        var sawIDAT = false
        var kept: [Kept] = []
        var droppedAny = false
        var chunkIndex = 0
        var plainRGB8 = false
        var sawTRNS = false
        while true {
            if offset == size { throw .missingEnd }
            if size - offset < 8 {
                throw .truncated(offset: size, size: size, expected: "the chunk header at byte \(offset)")
            }
            let length = Int(UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            let typeBytes = (bytes[offset + 4], bytes[offset + 5], bytes[offset + 6], bytes[offset + 7])
            guard isLetter(typeBytes.0), isLetter(typeBytes.1), isLetter(typeBytes.2), isLetter(typeBytes.3) else {
                throw .invalidChunkType(offset: offset)
            }
            let type = String(decoding: [typeBytes.0, typeBytes.1, typeBytes.2, typeBytes.3], as: UTF8.self)
            let dataStart = offset + 8
            let available = size - dataStart
            if length > 0x7FFF_FFFF || (length > available && type != "IDAT") {
                throw .chunkTooLong(chunk: type, offset: offset, length: length, available: available)
            }
            if length + 4 > available {
                throw .truncated(offset: size, size: size, expected: "chunk \(type) at byte \(offset) (\(length) bytes of data and a CRC)")
            }
            if chunkIndex == 0, type != "IHDR" || length != 13 { throw .missingHeader }
            let critical = (typeBytes.0 & 0x20) == 0
            let keep = critical || type == "tRNS"
            // Like libpng's defaults: a CRC error is fatal in a chunk the decoder uses, and an ancillary
            // chunk that is dropped anyway is not checked.
            if keep {
                let crcStored = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: dataStart + length, as: UInt32.self))
                let crcComputed = CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(dataStart + length)]))
                if crcStored != crcComputed { throw .crcMismatch(chunk: type, offset: offset) }
            }

            if chunkIndex == 0 {
                width = Int(UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: dataStart, as: UInt32.self)))
                height = Int(UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: dataStart + 4, as: UInt32.self)))
                guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
                    throw .invalidDimensions(width: width, height: height)
                }
                if width * height > limits.maxPixels {
                    throw .tooLarge(width: width, height: height, limit: limits.maxPixels)
                }
                // Bit depth, colour type, compression, filter and interlace method.
                let (depth, colour, interlace) = (bytes[dataStart + 8], bytes[dataStart + 9], bytes[dataStart + 12])
                plainRGB8 =
                    depth == 8 && (colour == 2 || colour == 6) && bytes[dataStart + 10] == 0
                    && bytes[dataStart + 11] == 0 && interlace == 0
            }
            if type == "tRNS" { sawTRNS = true }
            let end = dataStart + length + 4
            if keep {
                if let last = kept.last, last.end == offset {
                    kept[kept.count - 1].end = end
                } else {
                    kept.append(Kept(start: offset, end: end))
                }
            } else {
                droppedAny = true
            }
            if type == "IDAT" { sawIDAT = true }
            chunkIndex += 1
            offset = end
            if type == "IEND" { break }
        }
        if !sawIDAT { throw .missingImageData }

        var sanitized: Data?
        if droppedAny || offset != size {
            var copy = Data(capacity: 8 + kept.reduce(0) { $0 + $1.end - $1.start })
            copy.append(contentsOf: signature)
            for range in kept {
                copy.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[range.start..<range.end]))
            }
            sanitized = copy
        }
        return Result(width: width, height: height, sanitized: sanitized, isPlainRGB8: plainRGB8 && !sawTRNS)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
