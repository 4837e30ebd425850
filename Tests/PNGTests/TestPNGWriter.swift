import Foundation
@testable import PNG

/// Builds PNG files by hand for tests: any colour type and bit depth, arbitrary chunks, zlib "stored"
/// blocks (no compression), so that the tests do not depend on the encoder they check.
enum TestPNGWriter {
    /// A chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        var out = bigEndian(UInt32(data.count))
        out += typeBytes + data
        let crc = (typeBytes + data).withUnsafeBytes { CRC32.checksum($0) }
        out += bigEndian(crc)
        return out
    }

    /// A chunk whose declared length is `declaredLength` but which holds only `data` and no CRC.
    static func lyingChunk(_ type: String, declaredLength: UInt32, _ data: [UInt8]) -> [UInt8] {
        bigEndian(declaredLength) + Array(type.utf8) + data
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlace])
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var index = 0
        repeat {
            let count = min(65535, raw.count - index)
            let final: UInt8 = index + count == raw.count ? 1 : 0
            out.append(final)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += raw[index..<(index + count)]
            index += count
        } while index < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        out += bigEndian((b << 16) | a)
        return out
    }

    /// A non-interlaced PNG whose scanlines (without filter bytes) are `rows`; `extra` chunks go
    /// between IHDR and IDAT.
    static func png(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]], extra: [[UInt8]] = []) -> Data {
        var raw: [UInt8] = []
        for row in rows { raw += [0] + row }
        var bytes = PNGChunkScanner.signature
        bytes += ihdr(width: UInt32(width), height: UInt32(height), bitDepth: bitDepth, colorType: colorType)
        for chunk in extra { bytes += chunk }
        bytes += chunk("IDAT", zlibStored(raw))
        bytes += chunk("IEND", [])
        return Data(bytes)
    }
}
