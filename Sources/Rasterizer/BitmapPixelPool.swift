import Synchronization

/// The pixel arrays of large bitmaps (a rendered screen, a decoded reference) handed back when a snapshot
/// comparison is done with them and taken again by the next render or decode, so that a process verifying many
/// screens does not fault in 12 MB of fresh pages for every 1170×2532 bitmap.
///
/// An array is a value: one that is still used elsewhere when it is taken is copied on the first write, never
/// changed under its other user. Whoever takes an array overwrites every byte of it, so no bitmap can show an
/// earlier one's pixels. The pool is thread-safe (one lock) and bounded (at most `arrayLimit` arrays and
/// `byteLimit` bytes; beyond that a returned array is freed); arrays under `minimumByteCount` are not kept.
public final class BitmapPixelPool: Sendable {
    /// The pool `RasterCanvas.makeBitmap()` and `Bitmap(pngData:)` take from.
    public static let shared = BitmapPixelPool(byteLimit: 64 << 20, arrayLimit: 4)

    /// Arrays smaller than this are neither kept nor handed out.
    public static let minimumByteCount = 1 << 20

    /// The most bytes kept while no bitmap uses them.
    public let byteLimit: Int
    /// The most arrays kept while no bitmap uses them.
    public let arrayLimit: Int

    private let arrays = Mutex<[[UInt8]]>([])

    /// A pool keeping at most `byteLimit` bytes in at most `arrayLimit` arrays.
    public init(byteLimit: Int, arrayLimit: Int) {
        self.byteLimit = max(0, byteLimit)
        self.arrayLimit = max(0, arrayLimit)
    }

    /// A kept array of exactly `count` bytes, holding an earlier bitmap's pixels, or `nil` when none fits.
    public func take(count: Int) -> [UInt8]? {
        guard count >= Self.minimumByteCount else { return nil }
        return arrays.withLock { arrays in
            guard let index = arrays.firstIndex(where: { $0.count == count }) else { return nil }
            return arrays.remove(at: index)
        }
    }

    /// Hands `pixels` back for a later bitmap of the same size: kept while the limits allow, else freed.
    public func give(_ pixels: consuming [UInt8]) {
        let count = pixels.count
        guard count >= Self.minimumByteCount, count <= byteLimit else { return }
        var kept: [UInt8]? = pixels
        arrays.withLock { arrays in
            var bytes = arrays.reduce(0) { $0 + $1.count }
            // The oldest arrays make room for the newest.
            while !arrays.isEmpty, arrays.count >= arrayLimit || bytes + count > byteLimit {
                bytes -= arrays.removeFirst().count
            }
            if arrays.count < arrayLimit, bytes + count <= byteLimit, let array = kept.take() {
                arrays.append(array)
            }
        }
    }

    /// How many arrays are kept now.
    public var keptCount: Int {
        arrays.withLock { $0.count }
    }
}
