/// The bounding box of an image's content: the pixels whose colour differs from the background, the colour of
/// the top-left corner pixel (after flattening on white), by more than a tolerance in some channel.
public struct ContentBox: Sendable, Equatable, CustomStringConvertible {
    /// Channel difference (0…255) above which a pixel is content. Small, so that faint anti-aliasing counts
    /// but compression-free noise of a flat background does not.
    public static let tolerance = 8

    /// Left edge, in points.
    public var x: Double
    /// Top edge, in points.
    public var y: Double
    /// Width, in points.
    public var width: Double
    /// Height, in points.
    public var height: Double

    /// A box in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The content box of `image` in points (pixels divided by `scale`), or `nil` when every pixel is background.
    public static func of(_ image: RGBAImage, scale: Double) -> ContentBox? {
        guard image.width > 0, image.height > 0 else { return nil }
        let flat = image.flattenedOnWhite()
        let background = flat[0, 0]
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<flat.height {
            for x in 0..<flat.width where flat[x, y].maximumChannelDifference(to: background) > tolerance {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return ContentBox(x: Double(minX) / scale, y: Double(minY) / scale,
                          width: Double(maxX - minX + 1) / scale, height: Double(maxY - minY + 1) / scale)
    }

    /// The largest difference of the two boxes' left, top, width and height, in points.
    public func largestDifference(to other: ContentBox) -> Double {
        max(abs(x - other.x), abs(y - other.y), abs(width - other.width), abs(height - other.height))
    }

    public var description: String {
        "\(Self.format(x)),\(Self.format(y)) \(Self.format(width))×\(Self.format(height))"
    }

    /// A number in points with at most one decimal.
    public static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
