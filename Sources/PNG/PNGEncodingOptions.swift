/// How `PNGEncoder` compresses: the row filter, the zlib level and strategy, and whether opaque images
/// are written without an alpha channel.
///
/// The default was chosen by measurement (`swift run -c release DarkroomBenchmarks`) on a synthetic
/// 1170×2532 UI screenshot with Debian 12's libpng 1.6.39 / zlib 1.2.13; see `PNGEncodingOptions.default`.
public struct PNGEncodingOptions: Sendable, Equatable {
    /// zlib's `Z_*` strategies.
    public enum Strategy: Int32, Sendable, Equatable, CaseIterable {
        /// `Z_DEFAULT_STRATEGY`.
        case `default` = 0
        /// `Z_FILTERED`.
        case filtered = 1
        /// `Z_HUFFMAN_ONLY`.
        case huffmanOnly = 2
        /// `Z_RLE`.
        case rle = 3
    }

    /// Row filter.
    public var filter: PNGRowFilter
    /// zlib compression level, 0 (store) to 9 (smallest); clamped.
    public var zlibLevel: Int
    /// zlib strategy.
    public var strategy: Strategy
    /// Write colour type RGB (3 bytes per pixel) when every alpha is 255. Decoding still returns RGBA
    /// with alpha 255, so the round trip is exact.
    public var dropsOpaqueAlpha: Bool

    /// Creates options.
    public init(filter: PNGRowFilter, zlibLevel: Int, strategy: Strategy = .default, dropsOpaqueAlpha: Bool = true) {
        self.filter = filter
        self.zlibLevel = zlibLevel
        self.strategy = strategy
        self.dropsOpaqueAlpha = dropsOpaqueAlpha
    }

    /// The settings Darkroom uses: filter "up", zlib level 2, RGB for opaque images.
    public static let `default` = PNGEncodingOptions(filter: .up, zlibLevel: 2)
}
