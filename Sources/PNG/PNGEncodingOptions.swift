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
    /// zlib's `memLevel`, 1 to 9 (clamped): the size of deflate's hash table. 8 is zlib's and
    /// libpng's default; a smaller table stays in cache and can be faster at low levels.
    public var memoryLevel: Int
    /// Write colour type RGB (3 bytes per pixel) when every alpha is 255. Decoding still returns RGBA
    /// with alpha 255, so the round trip is exact.
    public var dropsOpaqueAlpha: Bool

    /// Creates options.
    public init(
        filter: PNGRowFilter, zlibLevel: Int, strategy: Strategy = .default, memoryLevel: Int = 8,
        dropsOpaqueAlpha: Bool = true
    ) {
        self.filter = filter
        self.zlibLevel = zlibLevel
        self.strategy = strategy
        self.memoryLevel = memoryLevel
        self.dropsOpaqueAlpha = dropsOpaqueAlpha
    }

    /// The settings Darkroom uses: no row filter, zlib level 2, default strategy, RGB for opaque images.
    ///
    /// Measured on the benchmark's 1170×2532 UI screenshot (libpng's own defaults: 137 KB in ~175 ms;
    /// `PNG_IMAGE_FLAG_FAST`, i.e. no filter and level 3 on RGBA: 162 KB in ~35 ms): this encodes in ~15 ms
    /// to ~132 KB and decodes in ~7.5 ms. UI screenshots are mostly flat colour and anti-aliased text,
    /// which deflate's string matching handles better unfiltered: "up" and "sub" gave 150–160 KB, libpng's
    /// adaptive per-row heuristic chose them too and cost ~50 ms, and `Z_RLE` made decoding 3× slower.
    /// Writing RGB instead of RGBA saves a quarter of the bytes to compress (~20% smaller, ~10% faster).
    public static let `default` = PNGEncodingOptions(filter: .none, zlibLevel: 2)
}
