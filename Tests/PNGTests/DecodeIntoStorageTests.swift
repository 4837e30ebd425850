import Foundation
import Testing
@testable import PNG

/// What `PNGEncoder` writes (8-bit RGB or RGBA) is read by the fast path, into reused storage when it fits; the
/// pixels are the same as libpng's simplified API gives for every other file.
@Suite struct DecodeIntoStorageTests {
    static func image(width: Int, height: Int, opaque: Bool, seed: UInt64) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        print("DecodeIntoStorageTests seed \(seed)")
        var pixels = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        if opaque { for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 } }
        return pixels
    }

    @Test(arguments: [true, false])
    func theFastPathGivesTheEncodedPixels(opaque: Bool) throws {
        let pixels = Self.image(width: 37, height: 23, opaque: opaque, seed: opaque ? 0xFA57_0001 : 0xFA57_0002)
        let data = try PNGEncoder.encode(rgba: pixels, width: 37, height: 23)
        #expect(try PNGChunkScanner.scan(data, limits: .default).isPlainRGB8)
        #expect(try PNGDecoder.decode(data).rgba == pixels)
    }

    @Test func storageOfTheRightSizeIsOverwrittenWhole() throws {
        let pixels = Self.image(width: 16, height: 9, opaque: false, seed: 0xFA57_0003)
        let data = try PNGEncoder.encode(rgba: pixels, width: 16, height: 9)
        var asked: [Int] = []
        let decoded = try PNGDecoder.decode(
            data,
            storage: { count in
                asked.append(count)
                return [UInt8](repeating: 0xAB, count: count)
            })
        #expect(asked == [16 * 9 * 4])
        #expect(decoded.rgba == pixels)
    }

    @Test func storageOfAnotherSizeIsNotUsed() throws {
        let pixels = Self.image(width: 5, height: 4, opaque: true, seed: 0xFA57_0004)
        let data = try PNGEncoder.encode(rgba: pixels, width: 5, height: 4)
        let decoded = try PNGDecoder.decode(data, storage: { _ in [UInt8](repeating: 7, count: 3) })
        #expect(decoded.rgba == pixels)
    }

    @Test func reusedStorageStillUsedElsewhereIsNotChanged() throws {
        let pixels = Self.image(width: 8, height: 8, opaque: false, seed: 0xFA57_0005)
        let data = try PNGEncoder.encode(rgba: pixels, width: 8, height: 8)
        let elsewhere = [UInt8](repeating: 1, count: 8 * 8 * 4)
        let decoded = try PNGDecoder.decode(data, storage: { _ in elsewhere })
        #expect(decoded.rgba == pixels)
        #expect(elsewhere.allSatisfy { $0 == 1 })
    }

    @Test func aTruncatedImageIsAClearErrorOnTheFastPath() throws {
        let pixels = Self.image(width: 64, height: 64, opaque: false, seed: 0xFA57_0006)
        var data = try PNGEncoder.encode(rgba: pixels, width: 64, height: 64, options: PNGEncodingOptions(filter: .none, zlibLevel: 0))
        // Keep the IDAT's first half, with a correct CRC, then IEND: the scan passes, the image data runs out.
        let idat = try #require(data.range(of: Data("IDAT".utf8)))
        let length = Int(UInt32(bigEndian: data[(idat.lowerBound - 4)..<idat.lowerBound].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }))
        let kept = length / 2
        var chunk = Data("IDAT".utf8) + data[idat.upperBound..<(idat.upperBound + kept)]
        let crc = chunk.withUnsafeBytes { CRC32.checksum($0) }
        var header = Data()
        withUnsafeBytes(of: UInt32(kept).bigEndian) { header.append(contentsOf: $0) }
        var trailer = Data()
        withUnsafeBytes(of: crc.bigEndian) { trailer.append(contentsOf: $0) }
        chunk = header + chunk + trailer
        let iend = try #require(data.range(of: Data("IEND".utf8)))
        data = data[..<(idat.lowerBound - 4)] + chunk + data[(iend.lowerBound - 4)...]
        #expect(try PNGChunkScanner.scan(data, limits: .default).isPlainRGB8)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(data) }
    }
}
