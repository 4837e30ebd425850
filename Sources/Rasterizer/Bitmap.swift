import Foundation
import PNG

/// An image in memory: 8-bit RGBA pixels with straight (non-premultiplied) alpha, rows top to bottom.
///
/// Two bitmaps are equal when their sizes and every byte of their pixels are equal.
public struct Bitmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel.
    public var pixels: [UInt8]

    /// Creates a bitmap from straight-alpha RGBA8 pixels; `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "Bitmap: pixel count does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates a fully transparent bitmap.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: max(0, width) * max(0, height) * 4))
    }

    /// Decodes a PNG file's bytes; throws `PNGError` naming what is wrong with the data.
    public init(pngData: Data) throws {
        let image = try PNGDecoder.decode(pngData, storage: { BitmapPixelPool.shared.take(count: $0) })
        self.init(width: image.width, height: image.height, pixels: image.rgba)
    }

    /// Encodes the bitmap as PNG; the same pixels always give the same bytes.
    public func pngData() throws -> Data {
        try PNGEncoder.encode(rgba: pixels, width: width, height: height)
    }
}
