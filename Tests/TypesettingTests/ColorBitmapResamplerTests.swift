import Testing
@testable import Typesetting

@Suite struct ColorBitmapResamplerTests {
    /// A premultiplied BGRA image of one colour.
    func solid(width: Int, height: Int, bgra: [UInt8]) -> [UInt8] {
        Array((0..<(width * height)).flatMap { _ in bgra })
    }

    @Test func downscalingASolidColourKeepsIt() {
        // Straight (r 200, g 100, b 50) at alpha 128, premultiplied and stored as BGRA.
        let source = solid(width: 6, height: 6, bgra: [25, 50, 100, 128])
        let result = source.withUnsafeBufferPointer { buffer in
            ColorBitmapResampler.resample(
                bgra: buffer.baseAddress!, sourceWidth: 6, sourceHeight: 6, pitch: 24, width: 4, height: 4)
        }
        #expect(result.count == 4 * 4 * 4)
        for offset in stride(from: 0, to: result.count, by: 4) {
            #expect(Array(result[offset..<offset + 4]) == [199, 100, 50, 128])
        }
    }

    @Test func areaAveragingMixesNeighbours() {
        // Two columns: opaque red | transparent; halving the width gives half-transparent red.
        let source: [UInt8] = [0, 0, 255, 255, 0, 0, 0, 0]
        let result = source.withUnsafeBufferPointer { buffer in
            ColorBitmapResampler.resample(
                bgra: buffer.baseAddress!, sourceWidth: 2, sourceHeight: 1, pitch: 8, width: 1, height: 1)
        }
        // Straight alpha: colour stays pure red, alpha halves.
        #expect(result == [255, 0, 0, 128])
    }

    @Test func upscalingIsBilinearAndDeterministic() {
        let source: [UInt8] = [0, 0, 0, 255, 255, 255, 255, 255]
        func run() -> [UInt8] {
            source.withUnsafeBufferPointer { buffer in
                ColorBitmapResampler.resample(
                    bgra: buffer.baseAddress!, sourceWidth: 2, sourceHeight: 1, pitch: 8, width: 4, height: 2)
            }
        }
        let first = run()
        #expect(first == run())
        let reds = stride(from: 0, to: 16, by: 4).map { first[$0] }
        #expect(reds == [0, 64, 191, 255])
    }
}
