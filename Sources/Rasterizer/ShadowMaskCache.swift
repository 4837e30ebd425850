/// The blurred alpha masks of one canvas' drop shadows, so that identical views (200 equal cards) blur their
/// shadow once per render and then only composite it at each position.
///
/// An entry is found by everything the mask is computed from: the shadow region's size, the blur (σ and the
/// reduction factor), where the view's alpha sits in the region, and the alpha bytes themselves (compared in
/// full, never by hash alone). Equal inputs give equal masks, so a hit draws the same bytes as blurring again.
/// The cache belongs to one `RasterCanvas` (one render): no state is shared between renders or threads. It is bounded
/// by `maximumBytes` (16 MB); the oldest entries go first.
struct ShadowMaskCache {
    /// What a mask is computed from.
    struct Key: Equatable {
        var width: Int, height: Int, factor: Int
        var sigma: Double
        /// The rectangle (relative to the region) where the view's alpha was read.
        var alphaX0: Int, alphaY0: Int, alphaX1: Int, alphaY1: Int
        /// The view's alpha bytes in that rectangle, row by row.
        var alpha: [UInt8]
    }

    /// The blurred alpha (0–255) of the region's pixels within `bounds`, row by row; zero outside them.
    struct Mask {
        /// The pixels (relative to the region) outside which the mask is zero: x0, y0, x1, y1 (empty if none).
        var bounds: (Int, Int, Int, Int)
        var alpha: [UInt8]
        var byteCount: Int { alpha.count }
    }

    static let maximumEntries = 64

    /// The most bytes (keys' alpha and masks) kept; 0 turns the cache off.
    let maximumBytes: Int
    private var entries: [(key: Key, mask: Mask)] = []
    private var bytes = 0

    init(maximumBytes: Int = 16 << 20) {
        self.maximumBytes = maximumBytes
    }

    /// How many masks are kept.
    var count: Int { entries.count }
    /// The bytes they take.
    var byteCount: Int { bytes }

    func mask(for key: Key) -> Mask? {
        for entry in entries.reversed() where entry.key == key { return entry.mask }
        return nil
    }

    mutating func insert(_ mask: Mask, for key: Key) {
        let size = mask.byteCount + key.alpha.count
        guard size <= maximumBytes else { return }
        while !entries.isEmpty, bytes + size > maximumBytes || entries.count >= Self.maximumEntries {
            let old = entries.removeFirst()
            bytes -= old.mask.byteCount + old.key.alpha.count
        }
        entries.append((key, mask))
        bytes += size
    }
}
