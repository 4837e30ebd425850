import Testing
@testable import Rasterizer

/// Source-over four pixels at a time gives the bytes of the one-pixel function.
@Suite struct PixelMathTests {
    /// A premultiplied pixel (no channel above alpha), transparent one time in five.
    private static func premultiplied(_ random: inout SplitMix64) -> UInt32 {
        if random.next() % 5 == 0 { return 0 }
        let a = UInt32(random.next() % 256)
        func channel() -> UInt32 { a == 0 ? 0 : UInt32(random.next() % UInt64(a + 1)) }
        return channel() | channel() << 8 | channel() << 16 | a << 24
    }

    @Test func fourAtATimeEqualsOneAtATime() {
        let seed = testSeed(0x5EED_0F_50_0C_E)
        print("PixelMathTests.fourAtATimeEqualsOneAtATime seed \(seed)")
        var random = SplitMix64(seed: seed)
        for count in [0, 1, 3, 4, 5, 17, 1003] {
            let source = (0..<count).map { _ in Self.premultiplied(&random) }
            // Destinations are any bytes (opaque, translucent, and not premultiplied at all).
            let destination = (0..<count).map { _ in UInt32(truncatingIfNeeded: random.next()) }
            var expected = destination
            for i in 0..<count where source[i] != 0 { expected[i] = PixelMath.sourceOver(source[i], expected[i]) }
            var actual = destination
            source.withUnsafeBufferPointer { s in
                actual.withUnsafeMutableBufferPointer { PixelMath.sourceOver(s.baseAddress!, onto: $0.baseAddress!, count: count) }
            }
            #expect(actual == expected, "count \(count), seed \(seed)")
        }
    }

    @Test func aLookupTableFourAtATimeEqualsOneAtATime() {
        let seed = testSeed(0x7AB1E)
        print("PixelMathTests.aLookupTableFourAtATimeEqualsOneAtATime seed \(seed)")
        var random = SplitMix64(seed: seed)
        // A shadow's table: the colour at every alpha, as drawReducedShadow builds it.
        let colour = RGBA(red: 0.2, green: 0.1, blue: 0.9, alpha: 0.6).premultipliedPixel
        let table = (0..<256).map { $0 == 255 ? colour : PixelMath.scale(colour, by: UInt32($0)) }
        let count = 999
        let indices = (0..<count).map { _ in random.next() % 3 == 0 ? UInt8(0) : UInt8(truncatingIfNeeded: random.next()) }
        let destination = (0..<count).map { _ in UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
        var expected = destination
        for i in 0..<count where table[Int(indices[i])] != 0 { expected[i] = PixelMath.sourceOver(table[Int(indices[i])], expected[i]) }
        var actual = destination
        table.withUnsafeBufferPointer { t in
            indices.withUnsafeBufferPointer { x in
                actual.withUnsafeMutableBufferPointer {
                    PixelMath.sourceOver(lookup: t.baseAddress!, indices: x.baseAddress!, onto: $0.baseAddress!, count: count)
                }
            }
        }
        #expect(actual == expected, "seed \(seed)")
    }
}
