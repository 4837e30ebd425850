import Foundation

/// Why a PNG could not be decoded or encoded. Each case's `description` names what is wrong.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The data is empty.
    case empty
    /// The data does not start with the 8-byte PNG signature.
    case notAPNG
    /// The data ends at byte `offset` (of `size`) while `expected` still needs to be read.
    case truncated(offset: Int, size: Int, expected: String)
    /// A chunk at byte `offset` declares `length` bytes of data, more than the file holds after it.
    case chunkTooLong(chunk: String, offset: Int, length: Int, available: Int)
    /// A chunk's CRC does not match its contents.
    case crcMismatch(chunk: String, offset: Int)
    /// A chunk type is not four ASCII letters.
    case invalidChunkType(offset: Int)
    /// The first chunk is not a 13-byte `IHDR`.
    case missingHeader
    /// The file has no `IDAT` chunk before `IEND`.
    case missingImageData
    /// The file ends without an `IEND` chunk.
    case missingEnd
    /// `IHDR` declares a zero or out-of-range width or height.
    case invalidDimensions(width: Int, height: Int)
    /// `width × height` exceeds the configured limit.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// The pixel buffer given to the encoder does not hold `width * height * 4` bytes.
    case pixelCountMismatch(width: Int, height: Int, byteCount: Int)
    /// The indices given to the indexed-colour encoder are not `width * height` bytes.
    case indexCountMismatch(width: Int, height: Int, count: Int)
    /// A palette given to the encoder has `count` entries; PNG allows 1 to 256.
    case invalidPalette(count: Int)
    /// The palette index of pixel (`x`, `y`) is `index`, but the palette has only `count` entries.
    case paletteIndexOutOfRange(x: Int, y: Int, index: Int, count: Int)
    /// libpng rejected the data or failed; `message` is libpng's own.
    case libpng(String)

    public var description: String {
        switch self {
        case .empty:
            return "not a PNG: the data is empty"
        case .notAPNG:
            return "not a PNG: the data does not start with the PNG signature"
        case .truncated(let offset, let size, let expected):
            return "truncated at byte \(offset): the data is \(size) bytes long but \(expected) continues past its end"
        case .chunkTooLong(let chunk, let offset, let length, let available):
            return "chunk \(chunk) too long: at byte \(offset) it declares \(length) bytes of data but only \(available) bytes follow"
        case .crcMismatch(let chunk, let offset):
            return "CRC mismatch in chunk \(chunk) at byte \(offset): the file is corrupt"
        case .invalidChunkType(let offset):
            return "invalid chunk type at byte \(offset): the file is corrupt"
        case .missingHeader:
            return "invalid PNG: the first chunk is not a 13-byte IHDR"
        case .missingImageData:
            return "invalid PNG: no IDAT chunk"
        case .missingEnd:
            return "truncated: the file ends without an IEND chunk"
        case .invalidDimensions(let width, let height):
            return "invalid PNG: IHDR declares an image of \(width)×\(height) pixels"
        case .tooLarge(let width, let height, let limit):
            return "too large: \(width)×\(height) is \(Self.product(width, height)) pixels, above the limit of \(limit)"
        case .pixelCountMismatch(let width, let height, let byteCount):
            return "cannot encode: \(width)×\(height) RGBA needs \(Self.product(width, height, 4)) bytes but \(byteCount) were given"
        case .indexCountMismatch(let width, let height, let count):
            return "cannot encode: \(width)×\(height) pixels need \(Self.product(width, height)) palette indices but \(count) were given"
        case .invalidPalette(let count):
            return "cannot encode: the palette has \(count) entries; an indexed-colour PNG needs 1 to 256"
        case .paletteIndexOutOfRange(let x, let y, let index, let count):
            return "cannot encode: the pixel at (\(x), \(y)) uses palette index \(index), but the palette has only \(count) entries"
        case .libpng(let message):
            return "invalid PNG: libpng says \"\(message)\""
        }
    }

    public var errorDescription: String? { description }

    /// The product as text, or a note when it does not fit in `Int` (never traps).
    private static func product(_ factors: Int...) -> String {
        var result = 1
        for factor in factors {
            let (value, overflow) = result.multipliedReportingOverflow(by: factor)
            if overflow { return "more than \(Int.max)" }
            result = value
        }
        return String(result)
    }
}
