import Foundation
import PNG
import Rasterizer

/// A diff image (see ``ImageDiff/diffImage(_:_:options:)``) as one palette index per pixel.
///
/// A diff image has few colours: the reference faded to grey (always 229…255, since the fade keeps
/// at least 90 % of white), red and yellow. It is kept as indices into one fixed palette — index
/// `i` < 254 is the grey `255 − i`, 254 is yellow, 255 is red — and written as an indexed-colour
/// PNG, a quarter of the bytes of RGBA for zlib to compress. ``bitmap`` gives the RGBA pixels.
public struct IndexedDiffImage: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width * height` indices into ``palette``, rows top to bottom.
    public var indices: [UInt8]

    /// Creates a diff image from its indices; `indices.count` must be `width * height`.
    public init(width: Int, height: Int, indices: [UInt8]) {
        precondition(width >= 0 && height >= 0 && indices.count == width * height, "IndexedDiffImage: index count does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.indices = indices
    }

    /// Index of the red of counted differences (and of padding where sizes differ).
    public static let redIndex: UInt8 = 255
    /// Index of the yellow of differences ignored as anti-aliasing.
    public static let yellowIndex: UInt8 = 254

    /// The index of a grey (greys below 2 never occur in a diff image and share the index of 2).
    @inline(__always)
    public static func greyIndex(_ grey: UInt8) -> UInt8 {
        255 - max(grey, 2)
    }

    /// The palette shared by every diff image: 254 greys from white down, yellow, red; all opaque.
    public static let palette: PNGPalette = {
        var palette = PNGPalette()
        for index in 0..<254 {
            let grey = UInt8(255 - index)
            palette.append(red: grey, green: grey, blue: grey)
        }
        palette.append(red: 255, green: 255, blue: 0)
        palette.append(red: 255, green: 0, blue: 0)
        return palette
    }()

    /// The diff image as RGBA pixels.
    public var bitmap: Bitmap {
        Bitmap(width: width, height: height, pixels: Self.palette.expand(indices))
    }

    /// The diff image as an indexed-colour PNG; decoding it gives ``bitmap``'s pixels.
    public func pngData(options: PNGEncodingOptions = .default) throws -> Data {
        try PNGEncoder.encode(indices: indices, palette: Self.palette, width: width, height: height, options: options)
    }
}
