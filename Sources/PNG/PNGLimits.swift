/// Limits applied before libpng sees a file.
public struct PNGLimits: Sendable, Equatable {
    /// The largest `width × height` accepted by the decoder (default 100 megapixels).
    public var maxPixels: Int

    /// Creates limits.
    public init(maxPixels: Int = 100_000_000) {
        self.maxPixels = maxPixels
    }

    /// 100 megapixels.
    public static let `default` = PNGLimits()
}
