/// A decoded PNG image: 8-bit RGBA pixels with straight (non-premultiplied) alpha, row-major.
public struct PNGImage: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
    public var rgba: [UInt8]

    /// Creates an image from its pixels; `rgba.count` must be `width * height * 4`.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "PNGImage: pixel count does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
