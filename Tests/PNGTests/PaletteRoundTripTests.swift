import Foundation
import Testing
@testable import PNG

/// Indexed-colour encoding (`PNGEncoder.encode(indices:palette:…)`): decoding gives back exactly
/// `palette.expand(indices)`, for random images, every PngSuite file with at most 256 colours, and
/// translucent palettes; bad input gets an error naming the value.
@Suite struct PaletteRoundTripTests {
    /// The palette (in first-use order) and indices of RGBA pixels, or nil above 256 colours.
    static func palettize(_ rgba: [UInt8]) -> (indices: [UInt8], palette: PNGPalette)? {
        var palette = PNGPalette()
        var slots: [UInt32: UInt8] = [:]
        var indices: [UInt8] = []
        indices.reserveCapacity(rgba.count / 4)
        for pixel in stride(from: 0, to: rgba.count, by: 4) {
            let key = UInt32(rgba[pixel]) | UInt32(rgba[pixel + 1]) << 8 | UInt32(rgba[pixel + 2]) << 16 | UInt32(rgba[pixel + 3]) << 24
            if let slot = slots[key] {
                indices.append(slot)
                continue
            }
            guard palette.count < 256 else { return nil }
            let slot = UInt8(palette.append(red: rgba[pixel], green: rgba[pixel + 1], blue: rgba[pixel + 2], alpha: rgba[pixel + 3]))
            slots[key] = slot
            indices.append(slot)
        }
        return (indices, palette)
    }

    /// The colour type byte of IHDR.
    static func colourType(_ data: Data) -> UInt8 { data[data.startIndex + 25] }

    /// Whether the file has a chunk of this type.
    static func hasChunk(_ type: String, in data: Data) -> Bool {
        data.range(of: Data(type.utf8)) != nil
    }

    func expectRoundTrip(
        _ indices: [UInt8], _ palette: PNGPalette, width: Int, height: Int,
        options: PNGEncodingOptions = .default, _ context: String
    ) throws {
        let data = try PNGEncoder.encode(indices: indices, palette: palette, width: width, height: height, options: options)
        #expect(Self.colourType(data) == 3, "must be written as indexed colour: \(context)")
        let decoded = try PNGDecoder.decode(data)
        let same = decoded.width == width && decoded.height == height && decoded.rgba == palette.expand(indices)
        #expect(same, "round trip changed the pixels: \(context)")
        #expect(
            try PNGEncoder.encode(indices: indices, palette: palette, width: width, height: height, options: options) == data,
            "encoding twice must give the same bytes: \(context)")
    }

    @Test func randomPalettesAndIndices() throws {
        let seed: UInt64 = 0xD4_4C_00_03
        print("PaletteRoundTripTests.randomPalettesAndIndices seed \(seed)")
        var generator = SplitMix64(seed: seed)
        for round in 0..<40 {
            let width = Int.random(in: 1...67, using: &generator)
            let height = Int.random(in: 1...41, using: &generator)
            let count = Int.random(in: 1...256, using: &generator)
            let translucent = round % 2 == 1
            var palette = PNGPalette()
            for _ in 0..<count {
                palette.append(
                    red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                    blue: .random(in: 0...255, using: &generator),
                    alpha: translucent ? .random(in: 0...255, using: &generator) : 255
                )
            }
            let indices = (0..<(width * height)).map { _ in UInt8(Int.random(in: 0..<count, using: &generator)) }
            try expectRoundTrip(indices, palette, width: width, height: height, "seed \(seed) round \(round), \(width)×\(height), \(count) entries")
        }
    }

    @Test func everyPNGSuiteFileWithFewColoursRoundTrips() throws {
        var checked = 0
        for file in try PNGSuiteCorpus.files(in: "pngsuite") where !file.lastPathComponent.hasPrefix("x") {
            let image = try PNGDecoder.decode(try Data(contentsOf: file))
            guard let (indices, palette) = Self.palettize(image.rgba) else { continue }
            try expectRoundTrip(indices, palette, width: image.width, height: image.height, "\(file.lastPathComponent)")
            #expect(palette.expand(indices) == image.rgba)
            checked += 1
        }
        // Every palette file of the suite (basn3p*, basi3p*, …) and the greyscale ones among others.
        #expect(checked > 50, "only \(checked) PngSuite files have at most 256 colours")
    }

    @Test func everyOptionRoundTrips() throws {
        let width = 64, height = 48
        var palette = PNGPalette()
        for entry in 0..<40 { palette.append(red: UInt8(entry * 6), green: 255 - UInt8(entry * 6), blue: 128) }
        let indices = (0..<(width * height)).map { UInt8(($0 % width / 8 + $0 / width / 8) % 40) }
        for filter in PNGRowFilter.allCases {
            for strategy in PNGEncodingOptions.Strategy.allCases {
                for level in [0, 1, 6, 9] {
                    let options = PNGEncodingOptions(filter: filter, zlibLevel: level, strategy: strategy)
                    try expectRoundTrip(indices, palette, width: width, height: height, options: options, "\(options)")
                }
            }
        }
    }

    @Test func transparencyIsWrittenOnlyWhenAnEntryIsTranslucent() throws {
        var opaque = PNGPalette()
        opaque.append(red: 255, green: 0, blue: 0)
        opaque.append(red: 0, green: 0, blue: 255)
        let indices: [UInt8] = [0, 1, 1, 0]
        let plain = try PNGEncoder.encode(indices: indices, palette: opaque, width: 2, height: 2)
        #expect(!Self.hasChunk("tRNS", in: plain))
        #expect(try PNGDecoder.decode(plain).rgba == [255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255, 255, 0, 0, 255])

        var translucent = opaque
        translucent.append(red: 10, green: 20, blue: 30, alpha: 0)
        translucent.append(red: 1, green: 2, blue: 3, alpha: 128)
        translucent.append(red: 9, green: 9, blue: 9)
        let withAlpha: [UInt8] = [2, 3, 4, 0]
        let data = try PNGEncoder.encode(indices: withAlpha, palette: translucent, width: 2, height: 2)
        #expect(Self.hasChunk("tRNS", in: data))
        // The colour under alpha 0 survives, as it does for RGBA.
        #expect(try PNGDecoder.decode(data).rgba == [10, 20, 30, 0, 1, 2, 3, 128, 9, 9, 9, 255, 255, 0, 0, 255])
    }

    @Test func badInputIsAnErrorNamingTheValue() throws {
        var palette = PNGPalette()
        palette.append(red: 0, green: 0, blue: 0)
        palette.append(red: 255, green: 255, blue: 255)
        #expect(throws: PNGError.paletteIndexOutOfRange(x: 2, y: 1, index: 7, count: 2)) {
            try PNGEncoder.encode(indices: [0, 1, 1, 0, 1, 7], palette: palette, width: 3, height: 2)
        }
        #expect(throws: PNGError.indexCountMismatch(width: 3, height: 2, count: 5)) {
            try PNGEncoder.encode(indices: [0, 1, 1, 0, 1], palette: palette, width: 3, height: 2)
        }
        #expect(throws: PNGError.invalidPalette(count: 0)) {
            try PNGEncoder.encode(indices: [0], palette: PNGPalette(), width: 1, height: 1)
        }
        let tooMany = PNGPalette(rgba: [UInt8](repeating: 255, count: 257 * 4))
        #expect(throws: PNGError.invalidPalette(count: 257)) {
            try PNGEncoder.encode(indices: [0], palette: tooMany, width: 1, height: 1)
        }
        #expect(throws: PNGError.invalidDimensions(width: 0, height: 1)) {
            try PNGEncoder.encode(indices: [], palette: palette, width: 0, height: 1)
        }
        let message = PNGError.paletteIndexOutOfRange(x: 1, y: 1, index: 7, count: 2).description
        #expect(message == "cannot encode: the pixel at (1, 1) uses palette index 7, but the palette has only 2 entries")
    }
}
