import Foundation
import Testing
@testable import PNG

/// How 16-bit samples and colour-space chunks are treated (see `PNGDecoder`).
@Suite struct ColourSpaceTests {
    @Test func sixteenBitGreyIsScaledNotLinearised() throws {
        let values: [UInt16] = [0, 0x0080, 0x00FF, 0x0100, 0x7F80, 0x8000, 0x80FF, 0xFEFF, 0xFF00, 0xFFFF]
        let row = values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let data = TestPNGWriter.png(width: values.count, height: 1, bitDepth: 16, colorType: 0, rows: [row])
        let image = try PNGDecoder.decode(data)
        let grey = stride(from: 0, to: image.rgba.count, by: 4).map { image.rgba[$0] }
        print("16-bit → 8-bit:", zip(values, grey).map { "\($0)→\($1)" })
        let expected = values.map { UInt8((Int($0) * 255 + 32767) / 65535) }
        #expect(grey == expected)
    }

    @Test func gammaAndColourChunksAreIgnored() throws {
        let row: [UInt8] = [0, 64, 128, 200, 255, 17, 34, 51, 99, 1, 2, 3]
        let plain = TestPNGWriter.png(width: 4, height: 1, bitDepth: 8, colorType: 2, rows: [row])
        let gama = TestPNGWriter.chunk("gAMA", TestPNGWriter.bigEndian(100_000))  // gamma 1.0
        let srgb = TestPNGWriter.chunk("sRGB", [0])
        let chrm = TestPNGWriter.chunk("cHRM", [UInt8](repeating: 1, count: 32))
        let withGamma = TestPNGWriter.png(width: 4, height: 1, bitDepth: 8, colorType: 2, rows: [row], extra: [gama])
        let withAll = TestPNGWriter.png(width: 4, height: 1, bitDepth: 8, colorType: 2, rows: [row], extra: [gama, chrm, srgb])
        let expected = [0, 64, 128, 255, 200, 255, 17, 255, 34, 51, 99, 255, 1, 2, 3, 255].map(UInt8.init)
        #expect(try PNGDecoder.decode(plain).rgba == expected)
        #expect(try PNGDecoder.decode(withGamma).rgba == expected)
        #expect(try PNGDecoder.decode(withAll).rgba == expected)
    }

    @Test func sixteenBitWithGammaIsStillScaled() throws {
        let row: [UInt8] = [0x80, 0x00, 0x40, 0x00, 0xFF, 0xFF, 0x12, 0x34]
        let gama = TestPNGWriter.chunk("gAMA", TestPNGWriter.bigEndian(45455))
        let data = TestPNGWriter.png(width: 1, height: 1, bitDepth: 16, colorType: 6, rows: [row], extra: [gama])
        #expect(try PNGDecoder.decode(data).rgba == [128, 64, 255, 18])
    }
}
