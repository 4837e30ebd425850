/// An image as the fidelity scores see it: straight (not premultiplied) RGBA, 8 bits a channel, rows top to bottom.
public struct RGBAImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public var pixels: [UInt8]

    /// An image of the given pixels; `pixels.count` must be `width × height × 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "RGBAImage: \(pixels.count) bytes for \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill: RGBA) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = fill.red
            pixels[index + 1] = fill.green
            pixels[index + 2] = fill.blue
            pixels[index + 3] = fill.alpha
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The colour at a pixel.
    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let index = (y * width + x) * 4
            return RGBA(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
        }
        set {
            let index = (y * width + x) * 4
            pixels[index] = newValue.red
            pixels[index + 1] = newValue.green
            pixels[index + 2] = newValue.blue
            pixels[index + 3] = newValue.alpha
        }
    }

    /// The image composited over opaque white: what a reviewer sees, and what the scores compare (an iOS
    /// recording of a size-that-fits view is often transparent where Darkroom's is white).
    public func flattenedOnWhite() -> RGBAImage {
        var result = self
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Int(pixels[index + 3])
            for channel in 0..<3 {
                let value = Int(pixels[index + channel])
                result.pixels[index + channel] = UInt8((value * alpha + 255 * (255 - alpha) + 127) / 255)
            }
            result.pixels[index + 3] = 255
        }
        return result
    }

    /// The image on a canvas of `width × height`, its top-left corner kept, the new area filled with `fill`
    /// (cropped where the canvas is smaller).
    public func padded(toWidth newWidth: Int, height newHeight: Int, fill: RGBA) -> RGBAImage {
        var result = RGBAImage(width: newWidth, height: newHeight, fill: fill)
        for y in 0..<min(height, newHeight) {
            let source = y * width * 4
            let target = y * newWidth * 4
            let count = min(width, newWidth) * 4
            result.pixels.replaceSubrange(target..<target + count, with: pixels[source..<source + count])
        }
        return result
    }

    /// The image reduced by a whole factor, each pixel the mean of a `factor × factor` block (partial blocks
    /// at the right and bottom edges average what they have).
    public func downsampled(by factor: Int) -> RGBAImage {
        guard factor > 1 else { return self }
        let newWidth = (width + factor - 1) / factor
        let newHeight = (height + factor - 1) / factor
        var result = RGBAImage(width: newWidth, height: newHeight, fill: RGBA(0, 0, 0, 0))
        for blockY in 0..<newHeight {
            for blockX in 0..<newWidth {
                var sums = [Int](repeating: 0, count: 4)
                var count = 0
                for y in blockY * factor..<min(height, (blockY + 1) * factor) {
                    for x in blockX * factor..<min(width, (blockX + 1) * factor) {
                        let index = (y * width + x) * 4
                        for channel in 0..<4 { sums[channel] += Int(pixels[index + channel]) }
                        count += 1
                    }
                }
                let target = (blockY * newWidth + blockX) * 4
                for channel in 0..<4 { result.pixels[target + channel] = UInt8((sums[channel] + count / 2) / count) }
            }
        }
        return result
    }
}

/// One straight-alpha colour.
public struct RGBA: Sendable, Equatable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// A colour from its four channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The largest difference between the two colours in any channel.
    public func maximumChannelDifference(to other: RGBA) -> Int {
        max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
            abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
    }

    /// Grey level (ITU-R BT.601 luma) of an opaque colour, 0…255.
    public var grey: Double {
        0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)
    }

    public var description: String {
        "#" + [red, green, blue, alpha].map { value in
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
