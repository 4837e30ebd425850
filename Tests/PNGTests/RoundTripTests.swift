import Foundation
import Testing
@testable import PNG

/// Encode → decode gives back exactly the pixels, for random and structured images.
@Suite struct RoundTripTests {
    static func randomPixels(width: Int, height: Int, generator: inout SplitMix64) -> [UInt8] {
        (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    func expectRoundTrip(_ pixels: [UInt8], width: Int, height: Int, options: PNGEncodingOptions = .default, _ context: String) throws {
        let data = try PNGEncoder.encode(rgba: pixels, width: width, height: height, options: options)
        let decoded = try PNGDecoder.decode(data)
        let same = decoded.width == width && decoded.height == height && decoded.rgba == pixels
        #expect(same, "round trip changed the pixels: \(context)")
    }

    @Test func randomImagesOfManySizes() throws {
        let seed: UInt64 = 0xD4_4C_00_01
        var generator = SplitMix64(seed: seed)
        for _ in 0..<40 {
            let width = Int.random(in: 1...67, using: &generator)
            let height = Int.random(in: 1...41, using: &generator)
            let pixels = Self.randomPixels(width: width, height: height, generator: &generator)
            try expectRoundTrip(pixels, width: width, height: height, "seed \(seed), \(width)×\(height)")
        }
    }

    @Test(arguments: [(1, 1), (1, 17), (17, 1), (3, 5), (1000, 1), (1, 1000)])
    func edgeSizes(_ size: (Int, Int)) throws {
        var generator = SplitMix64(seed: UInt64(size.0 * 10_007 + size.1))
        let pixels = Self.randomPixels(width: size.0, height: size.1, generator: &generator)
        try expectRoundTrip(pixels, width: size.0, height: size.1, "\(size.0)×\(size.1) random")
        let opaque = pixels.enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }
        try expectRoundTrip(opaque, width: size.0, height: size.1, "\(size.0)×\(size.1) opaque")
    }

    /// Every alpha value with colours that vary independently, including colour under alpha 0.
    @Test func everyAlphaValueKeepsItsColour() throws {
        var pixels: [UInt8] = []
        for alpha in 0...255 {
            for red in stride(from: 0, through: 255, by: 51) {
                pixels += [UInt8(red), UInt8(255 - alpha), UInt8((alpha * 7 + red) & 0xFF), UInt8(alpha)]
            }
        }
        try expectRoundTrip(pixels, width: 6, height: 256, "all alpha values")
        let transparentColours: [UInt8] = [10, 20, 30, 0, 255, 0, 128, 0, 1, 2, 3, 0, 0, 0, 0, 0]
        try expectRoundTrip(transparentColours, width: 4, height: 1, "colour of fully transparent pixels")
    }

    @Test func structuredImagesAndEveryOption() throws {
        let width = 64, height = 48
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                pixels[index] = UInt8(x * 4)
                pixels[index + 1] = UInt8(y * 5)
                pixels[index + 2] = (x / 8 + y / 8) % 2 == 0 ? 20 : 230
            }
        }
        var translucent = pixels
        for index in stride(from: 3, to: translucent.count, by: 4) { translucent[index] = UInt8(index / 4 % 256) }
        for filter in PNGRowFilter.allCases {
            for strategy in PNGEncodingOptions.Strategy.allCases {
                for level in [0, 1, 6, 9] {
                    let options = PNGEncodingOptions(filter: filter, zlibLevel: level, strategy: strategy, memoryLevel: [1, 6, 8, 9][level % 4])
                    try expectRoundTrip(pixels, width: width, height: height, options: options, "opaque, \(options)")
                    try expectRoundTrip(translucent, width: width, height: height, options: options, "translucent, \(options)")
                }
            }
        }
    }

    @Test func opaqueImagesAreWrittenAsRGB() throws {
        let opaque = [UInt8](repeating: 255, count: 4 * 4 * 4)
        let data = try PNGEncoder.encode(rgba: opaque, width: 4, height: 4)
        #expect(data[8 + 8 + 9] == 2, "colour type must be RGB (2)")
        var translucent = opaque
        translucent[7] = 254
        let translucentData = try PNGEncoder.encode(rgba: translucent, width: 4, height: 4)
        #expect(translucentData[8 + 8 + 9] == 6, "colour type must be RGBA (6)")
        let keepAlpha = try PNGEncoder.encode(rgba: opaque, width: 4, height: 4, options: PNGEncodingOptions(filter: .none, zlibLevel: 2, dropsOpaqueAlpha: false))
        #expect(keepAlpha[8 + 8 + 9] == 6)
    }

    @Test func encodingIsDeterministic() throws {
        var generator = SplitMix64(seed: 99)
        let pixels = Self.randomPixels(width: 123, height: 45, generator: &generator)
        let first = try PNGEncoder.encode(rgba: pixels, width: 123, height: 45)
        for _ in 0..<3 {
            #expect(try PNGEncoder.encode(rgba: pixels, width: 123, height: 45) == first)
        }
        // Only IHDR, IDAT and IEND: nothing time- or machine-dependent.
        let types = PNGTestChunks.types(Array(first))
        #expect(Set(types) == ["IHDR", "IDAT", "IEND"])
    }

    @Test func invalidEncoderInputThrows() {
        #expect(throws: PNGError.pixelCountMismatch(width: 2, height: 2, byteCount: 15)) {
            try PNGEncoder.encode(rgba: [UInt8](repeating: 0, count: 15), width: 2, height: 2)
        }
        #expect(throws: PNGError.invalidDimensions(width: 0, height: 2)) { try PNGEncoder.encode(rgba: [], width: 0, height: 2) }
        #expect(throws: PNGError.invalidDimensions(width: -1, height: 2)) { try PNGEncoder.encode(rgba: [], width: -1, height: 2) }
        #expect(throws: PNGError.self) { try PNGEncoder.encode(rgba: [], width: Int.max / 8, height: Int.max / 8) }
    }

    @Test func simplifiedAPIEncoderRoundTrips() throws {
        var generator = SplitMix64(seed: 7)
        let pixels = Self.randomPixels(width: 9, height: 7, generator: &generator)
        for fast in [false, true] {
            let data = try PNGEncoder.encodeWithSimplifiedAPI(rgba: pixels, width: 9, height: 7, fast: fast)
            #expect(try PNGDecoder.decode(data).rgba == pixels)
        }
    }
}

/// Lists chunk types of a well-formed PNG.
enum PNGTestChunks {
    static func types(_ bytes: [UInt8]) -> [String] {
        var offset = 8
        var types: [String] = []
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            types.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }
}
