/// A premultiplied RGBA8 pixel surface (one packed `UInt32` per pixel) with the bounds of what was drawn.
final class PixelBuffer {
    let width: Int
    let height: Int
    let pixels: UnsafeMutablePointer<UInt32>
    /// The size of the pool block behind `pixels`.
    private let blockByteCount: Int
    /// Pixel bounds touched since the last reset: minX, minY, maxX (exclusive), maxY (exclusive).
    var dirty: (Int, Int, Int, Int)

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        // Zeroed: a fresh block, or one a previous render handed back, cleared.
        let block = RasterBufferPool.shared.take(byteCount: width * height * MemoryLayout<UInt32>.stride)
        pixels = block.pointer.bindMemory(to: UInt32.self, capacity: width * height)
        blockByteCount = block.byteCount
        dirty = (width, height, 0, 0)
    }

    /// Nothing was drawn since the last clear: every pixel is zero (all drawing marks the pixels it touches dirty).
    var isClear: Bool { dirty.0 >= dirty.2 || dirty.1 >= dirty.3 }

    deinit {
        // Only the part this buffer used is known to be clear: the block may be larger, and what lies past
        // `width × height` pixels was neither cleared on `take` nor drawn here.
        let used = width * height * MemoryLayout<UInt32>.stride
        RasterBufferPool.shared.give(UnsafeMutableRawPointer(pixels), byteCount: blockByteCount, zeroedByteCount: isClear ? used : 0)
    }

    func fill(_ value: UInt32) {
        pixels.update(repeating: value, count: width * height)
        dirty = value == 0 ? (width, height, 0, 0) : (0, 0, width, height)
    }

    func markDirty(_ minX: Int, _ minY: Int, _ maxX: Int, _ maxY: Int) {
        dirty = (min(dirty.0, minX), min(dirty.1, minY), max(dirty.2, maxX), max(dirty.3, maxY))
    }

    /// Clears the dirty region back to transparent.
    func clearDirty() {
        let (minX, minY, maxX, maxY) = dirty
        if minX < maxX, minY < maxY {
            for y in minY..<maxY { (pixels + y * width + minX).update(repeating: 0, count: maxX - minX) }
        }
        dirty = (width, height, 0, 0)
    }
}
