import Foundation
import Testing
@testable import PNG

/// Hand-made hostile files: each must fail fast with a named error, before libpng allocates for it.
@Suite struct MaliciousInputTests {
    let ihdr = TestPNGWriter.ihdr(width: 1, height: 1, bitDepth: 8, colorType: 0)
    var signature: [UInt8] { PNGChunkScanner.signature }

    /// Runs `decode` and returns the error, and whether the chunk scan alone (which reads only the bytes given and
    /// allocates nothing for declared lengths) rejects the file with the same error: the work done is then bounded
    /// by the input's size, before libpng sees anything. Tests measure this work, not time.
    func failure(_ bytes: [UInt8], limits: PNGLimits = .default) -> (PNGError?, rejectedByScan: Bool) {
        var decodeError: PNGError?
        do {
            _ = try PNGDecoder.decode(Data(bytes), limits: limits)
        } catch {
            decodeError = error
        }
        var scanError: PNGError?
        do {
            _ = try PNGChunkScanner.scan(Data(bytes), limits: limits)
        } catch {
            scanError = error
        }
        return (decodeError, decodeError != nil && scanError == decodeError)
    }

    @Test func hugeDeclaredTextChunkIsRejectedBeforeLibpng() {
        // 8 + 25 (IHDR) + 12 + 16 = 61 bytes, declaring a 2 GB tEXt chunk.
        let bytes = signature + ihdr + TestPNGWriter.lyingChunk("tEXt", declaredLength: 0x7FFF_FFF0, Array("Comment\0a huge text!".utf8))
        #expect(bytes.count == 61)
        let (error, rejectedByScan) = failure(bytes)
        #expect(error == .chunkTooLong(chunk: "tEXt", offset: 33, length: 0x7FFF_FFF0, available: 20))
        #expect(error?.description.contains("chunk tEXt too long") == true)
        #expect(rejectedByScan, "the 61-byte scan rejects it; libpng never sees the 2 GB declaration")
    }

    @Test func lengthAboveTheSpecLimitIsRejected() {
        let bytes = signature + ihdr + TestPNGWriter.lyingChunk("IDAT", declaredLength: 0xFFFF_FFFF, [1, 2, 3, 4])
        #expect(failure(bytes).0 == .chunkTooLong(chunk: "IDAT", offset: 33, length: 0xFFFF_FFFF, available: 4))
    }

    @Test func hugeDimensionsAreRejectedBeforeAnyAllocation() {
        let big = TestPNGWriter.ihdr(width: 100_000, height: 100_000, bitDepth: 8, colorType: 6)
        let bytes = signature + big + TestPNGWriter.chunk("IDAT", TestPNGWriter.zlibStored([0, 0, 0, 0, 0])) + TestPNGWriter.chunk("IEND", [])
        let (error, rejectedByScan) = failure(bytes)
        #expect(error == .tooLarge(width: 100_000, height: 100_000, limit: 100_000_000))
        #expect(error?.description == "too large: 100000×100000 is 10000000000 pixels, above the limit of 100000000")
        #expect(rejectedByScan, "rejected from IHDR by the scan, before the 40 GB output would be allocated")
    }

    @Test func limitIsConfigurable() throws {
        let data = TestPNGWriter.png(width: 10, height: 10, bitDepth: 8, colorType: 0, rows: Array(repeating: Array(repeating: 7, count: 10), count: 10))
        #expect(throws: PNGError.tooLarge(width: 10, height: 10, limit: 99)) { try PNGDecoder.decode(data, limits: PNGLimits(maxPixels: 99)) }
        #expect(try PNGDecoder.decode(data, limits: PNGLimits(maxPixels: 100)).width == 10)
    }

    @Test func maximalDimensionsWithinTheSpecAreRejected() {
        let big = TestPNGWriter.ihdr(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, bitDepth: 16, colorType: 6)
        let bytes = signature + big + TestPNGWriter.chunk("IEND", [])
        #expect(failure(bytes).0 == .tooLarge(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, limit: 100_000_000))
    }

    @Test func zeroOrOutOfRangeDimensionsAreInvalid() {
        let zero = signature + TestPNGWriter.ihdr(width: 0, height: 5) + TestPNGWriter.chunk("IEND", [])
        #expect(failure(zero).0 == .invalidDimensions(width: 0, height: 5))
        let huge = signature + TestPNGWriter.ihdr(width: 0x8000_0000, height: 1) + TestPNGWriter.chunk("IEND", [])
        #expect(failure(huge).0 == .invalidDimensions(width: 0x8000_0000, height: 1))
    }

    @Test func truncatedIDATNamesTheByte() {
        let full = Array(TestPNGWriter.png(width: 16, height: 16, bitDepth: 8, colorType: 2, rows: Array(repeating: Array(repeating: 9, count: 48), count: 16)))
        let cut = Array(full.prefix(full.count - 40))
        let (error, _) = failure(cut)
        guard case .truncated(let offset, let size, let expected)? = error else {
            Issue.record("expected .truncated, got \(String(describing: error))")
            return
        }
        #expect(offset == cut.count && size == cut.count)
        #expect(expected.contains("IDAT"))
        #expect(error?.description.hasPrefix("truncated at byte \(cut.count)") == true)
    }

    @Test func everyPrefixOfAValidFileFailsCleanly() {
        let full = Array(TestPNGWriter.png(width: 5, height: 3, bitDepth: 8, colorType: 6, rows: Array(repeating: Array(repeating: 200, count: 20), count: 3)))
        for length in 0..<full.count {
            #expect(failure(Array(full.prefix(length))).0 != nil, "a \(length)-byte prefix must be rejected")
        }
        #expect(failure(full).0 == nil)
    }

    @Test func zeroLengthAndNonPNGData() {
        #expect(failure([]).0 == .empty)
        #expect(failure(Array("GIF89a not a png at all".utf8)).0 == .notAPNG)
        #expect(failure(Array(signature.prefix(5))).0 == .truncated(offset: 5, size: 5, expected: "the PNG signature"))
        #expect(failure(signature).0 == .missingEnd)
    }

    @Test func crcMismatchIsNamed() {
        var bytes = Array(TestPNGWriter.png(width: 2, height: 2, bitDepth: 8, colorType: 0, rows: [[1, 2], [3, 4]]))
        bytes[8 + 25 + 8 + 3] ^= 0x55  // inside IDAT's data
        #expect(failure(bytes).0 == .crcMismatch(chunk: "IDAT", offset: 33))
        #expect(failure(bytes).0?.description.contains("CRC mismatch in chunk IDAT") == true)
    }

    @Test func corruptImageDataReportsLibpngsMessage() {
        let badStream: [UInt8] = [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        let bytes = signature + ihdr + TestPNGWriter.chunk("IDAT", badStream) + TestPNGWriter.chunk("IEND", [])
        guard case .libpng(let message)? = failure(bytes).0 else {
            Issue.record("expected libpng's error")
            return
        }
        #expect(!message.isEmpty)
    }

    @Test func missingHeaderOrImageData() {
        #expect(failure(signature + TestPNGWriter.chunk("IEND", [])).0 == .missingHeader)
        #expect(failure(signature + ihdr + TestPNGWriter.chunk("IEND", [])).0 == .missingImageData)
        let noEnd = signature + ihdr + TestPNGWriter.chunk("IDAT", TestPNGWriter.zlibStored([0, 0]))
        #expect(failure(noEnd).0 == .missingEnd)
    }

    @Test func invalidChunkTypeIsRejected() {
        let bytes = signature + ihdr + TestPNGWriter.bigEndian(0) + [0x00, 0x41, 0x41, 0x41] + [0, 0, 0, 0]
        #expect(failure(bytes).0 == .invalidChunkType(offset: 33))
    }

    @Test func unknownCriticalChunkIsRejectedByLibpng() {
        let data = signature + ihdr + TestPNGWriter.chunk("ZZZZ", [1]) + TestPNGWriter.chunk("IDAT", TestPNGWriter.zlibStored([0, 5])) + TestPNGWriter.chunk("IEND", [])
        guard case .libpng? = failure(data).0 else {
            Issue.record("an unknown critical chunk must fail")
            return
        }
    }

    /// Text, ICC and other ancillary chunks are not given to libpng: a zTXt "bomb" costs nothing, and an
    /// ancillary chunk with a bad CRC is dropped as libpng would drop it.
    @Test func ancillaryChunksAreDropped() throws {
        let bomb = TestPNGWriter.chunk("zTXt", Array("Comment".utf8) + [0, 0] + [0x78, 0x9C] + Array(repeating: 0xFF, count: 64))
        var badCRC = TestPNGWriter.chunk("tEXt", Array("a\0b".utf8))
        badCRC[badCRC.count - 1] ^= 1
        let data = signature + ihdr + bomb + badCRC + TestPNGWriter.chunk("IDAT", TestPNGWriter.zlibStored([0, 77])) + TestPNGWriter.chunk("IEND", [])
        #expect(try PNGDecoder.decode(Data(data)).rgba == [77, 77, 77, 255])
    }

    /// A 1×1 image whose IDAT stream inflates to far more than one row: libpng stops at the image's end.
    @Test func oversizedImageDataStreamStaysBounded() throws {
        let raw = [UInt8](repeating: 0, count: 4_000_000)
        let data = signature + ihdr + TestPNGWriter.chunk("IDAT", TestPNGWriter.zlibStored(raw)) + TestPNGWriter.chunk("IEND", [])
        // The scan passes the file on (its structure is valid); the output libpng writes is one pixel, whatever the
        // stream inflates to: memory is bounded by the image, not by the 4 MB stream.
        #expect(try PNGChunkScanner.scan(Data(data), limits: .default).width == 1)
        do {
            let result = try PNGDecoder.decode(Data(data))
            #expect(result.rgba == [0, 0, 0, 255])
        } catch {
            #expect(!error.description.isEmpty, "a failure names its cause")
        }
    }

    @Test func dataAfterIENDIsIgnored() throws {
        let data = Array(TestPNGWriter.png(width: 1, height: 1, bitDepth: 8, colorType: 0, rows: [[42]])) + [1, 2, 3]
        #expect(try PNGDecoder.decode(Data(data)).rgba == [42, 42, 42, 255])
    }
}
