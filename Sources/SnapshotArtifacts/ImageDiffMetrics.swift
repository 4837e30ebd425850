/// The numbers of one image comparison; also stored in ``SnapshotFailureManifest``.
public struct ImageDiffMetrics: Sendable, Equatable, Codable {
    /// A rectangle of pixels.
    public struct PixelBox: Sendable, Equatable, Codable, CustomStringConvertible {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        public var description: String { "\(width)×\(height) at (\(x), \(y))" }
    }

    /// The reference's width in pixels.
    public var referenceWidth: Int
    /// The reference's height in pixels.
    public var referenceHeight: Int
    /// The new image's width in pixels.
    public var actualWidth: Int
    /// The new image's height in pixels.
    public var actualHeight: Int
    /// Pixels compared: the larger width × the larger height (the padded area when sizes differ).
    public var totalPixels: Int
    /// Pixels that differ and count against `precision`.
    public var differentPixels: Int
    /// Pixels that differ but were ignored as anti-aliasing.
    public var antialiasedPixels: Int
    /// The largest CIE94 ΔE among pixels whose bytes differ (0…100).
    public var maxDeltaE: Double
    /// The largest difference of one byte (R, G, B or A) between two pixels of the same position, 0…255 (0 for
    /// manifests written before it was recorded).
    public var maxChannelDifference: Int
    /// The smallest box holding every counted differing pixel, if any.
    public var boundingBox: PixelBox?
    /// The options the comparison used.
    public var options: ImageDiffOptions
    /// Whether the images match under the options.
    public var passes: Bool

    public init(
        referenceWidth: Int, referenceHeight: Int, actualWidth: Int, actualHeight: Int,
        totalPixels: Int, differentPixels: Int, antialiasedPixels: Int, maxDeltaE: Double, maxChannelDifference: Int = 0,
        boundingBox: PixelBox?, options: ImageDiffOptions, passes: Bool
    ) {
        self.referenceWidth = referenceWidth
        self.referenceHeight = referenceHeight
        self.actualWidth = actualWidth
        self.actualHeight = actualHeight
        self.totalPixels = totalPixels
        self.differentPixels = differentPixels
        self.antialiasedPixels = antialiasedPixels
        self.maxDeltaE = maxDeltaE
        self.maxChannelDifference = maxChannelDifference
        self.boundingBox = boundingBox
        self.options = options
        self.passes = passes
    }

    /// Whether the two images have different sizes (then they never match).
    public var sizesDiffer: Bool {
        referenceWidth != actualWidth || referenceHeight != actualHeight
    }

    /// `differentPixels / totalPixels`, 0 for empty images.
    public var differentFraction: Double {
        totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels)
    }
}

extension ImageDiffMetrics {
    private enum CodingKeys: String, CodingKey {
        case referenceWidth, referenceHeight, actualWidth, actualHeight, totalPixels, differentPixels, antialiasedPixels
        case maxDeltaE, maxChannelDifference, boundingBox, options, passes
    }

    /// Decodes metrics; `maxChannelDifference` may be missing (older manifests) and is then 0.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            referenceWidth: try c.decode(Int.self, forKey: .referenceWidth),
            referenceHeight: try c.decode(Int.self, forKey: .referenceHeight),
            actualWidth: try c.decode(Int.self, forKey: .actualWidth),
            actualHeight: try c.decode(Int.self, forKey: .actualHeight),
            totalPixels: try c.decode(Int.self, forKey: .totalPixels),
            differentPixels: try c.decode(Int.self, forKey: .differentPixels),
            antialiasedPixels: try c.decode(Int.self, forKey: .antialiasedPixels),
            maxDeltaE: try c.decode(Double.self, forKey: .maxDeltaE),
            maxChannelDifference: try c.decodeIfPresent(Int.self, forKey: .maxChannelDifference) ?? 0,
            boundingBox: try c.decodeIfPresent(PixelBox.self, forKey: .boundingBox),
            options: try c.decode(ImageDiffOptions.self, forKey: .options),
            passes: try c.decode(Bool.self, forKey: .passes)
        )
    }
}
