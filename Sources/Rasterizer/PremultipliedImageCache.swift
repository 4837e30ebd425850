import Synchronization

/// The premultiplied `Float` channels of images drawn resampled, kept across renders: a screen that shows the same
/// asset every render (a header image, a photo) converts it once per process instead of once per render.
///
/// An entry is found by the image's pixels, compared in full (an array compares equal to itself at once, so a hit
/// on the same image costs nothing), never by a hash: equal pixels give equal channels, so a hit draws the same
/// bytes as converting again. Thread-safe (one lock) and bounded: at most `maximumEntries` images and
/// `maximumBytes` of channels; the least recently used go first. Small images bypass it.
final class PremultipliedImageCache: Sendable {
    /// The cache `BitmapDrawer` uses.
    static let shared = PremultipliedImageCache(maximumBytes: 64 << 20, maximumEntries: 16)

    /// Images with fewer bytes than this are converted every time (the conversion costs about what a lookup does).
    static let minimumByteCount = 64 << 10

    let maximumBytes: Int
    let maximumEntries: Int

    private struct Entry {
        var pixels: [UInt8]
        var channels: [Float]
    }

    private struct State: ~Copyable {
        /// Least recently used first.
        var entries: [Entry] = []
        var bytes = 0
    }

    private let state = Mutex(State())

    init(maximumBytes: Int, maximumEntries: Int) {
        self.maximumBytes = maximumBytes
        self.maximumEntries = maximumEntries
    }

    /// The bitmap's channels premultiplied by alpha, each in 0...1, four per pixel.
    func channels(of bitmap: Bitmap) -> [Float] {
        let pixels = bitmap.pixels
        guard pixels.count >= Self.minimumByteCount else { return Self.convert(pixels) }
        let hit: [Float]? = state.withLock { state in
            guard let index = state.entries.lastIndex(where: { $0.pixels == pixels }) else { return nil }
            let entry = state.entries.remove(at: index)
            state.entries.append(entry)
            return entry.channels
        }
        if let hit { return hit }
        let channels = Self.convert(pixels)
        let size = channels.count * MemoryLayout<Float>.stride
        guard size <= maximumBytes else { return channels }
        state.withLock { state in
            guard !state.entries.contains(where: { $0.pixels == pixels }) else { return }
            state.entries.append(Entry(pixels: pixels, channels: channels))
            state.bytes += size
            while state.entries.count > maximumEntries || state.bytes > maximumBytes {
                let oldest = state.entries.removeFirst()
                state.bytes -= oldest.channels.count * MemoryLayout<Float>.stride
            }
        }
        return channels
    }

    /// How many images are kept.
    var count: Int { state.withLock { $0.entries.count } }

    /// Premultiplied source channels in 0...1.
    static func convert(_ pixels: [UInt8]) -> [Float] {
        [Float](unsafeUninitializedCapacity: pixels.count) { out, initialized in
            pixels.withUnsafeBufferPointer { p in
                for i in stride(from: 0, to: p.count, by: 4) {
                    let a = Float(p[i + 3]) / 255
                    out[i] = Float(p[i]) / 255 * a
                    out[i + 1] = Float(p[i + 1]) / 255 * a
                    out[i + 2] = Float(p[i + 2]) / 255 * a
                    out[i + 3] = a
                }
            }
            initialized = pixels.count
        }
    }
}
