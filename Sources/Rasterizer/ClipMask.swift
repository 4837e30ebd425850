/// An anti-aliased clip: 8-bit coverage per device pixel, already intersected with the enclosing clips.
final class ClipMask {
    let width: Int
    let height: Int
    let coverage: UnsafeMutablePointer<UInt8>
    /// The size of the pool block behind `coverage`.
    private let blockByteCount: Int
    /// Rows and columns outside these bounds are fully clipped: minX, minY, maxX (exclusive), maxY (exclusive).
    var bounds: (Int, Int, Int, Int) = (0, 0, 0, 0)

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        let block = RasterBufferPool.shared.take(byteCount: width * height)
        coverage = block.pointer.bindMemory(to: UInt8.self, capacity: width * height)
        blockByteCount = block.byteCount
    }

    deinit { RasterBufferPool.shared.give(UnsafeMutableRawPointer(coverage), byteCount: blockByteCount) }

    func clear() {
        let (minX, minY, maxX, maxY) = bounds
        if minX < maxX, minY < maxY {
            for y in minY..<maxY { (coverage + y * width + minX).update(repeating: 0, count: maxX - minX) }
        }
        bounds = (0, 0, 0, 0)
    }
}

/// Writes a clip path's coverage into a mask, multiplied by the enclosing clip (if any).
struct ClipMaskWriter: CoverageSink {
    let mask: UnsafeMutablePointer<UInt8>
    let parent: UnsafePointer<UInt8>?
    let width: Int
    var minX = Int.max, minY = Int.max, maxX = 0, maxY = 0

    @inline(__always) func touch(x: Int, y: Int) -> UInt32 { 0 }

    @inline(__always) mutating func pixel(x: Int, y: Int, alpha: UInt32) {
        span(x: x, y: y, count: 1, alpha: alpha)
    }

    @inline(__always) mutating func span(x: Int, y: Int, count: Int, alpha: UInt32) {
        let offset = y * width + x
        if let parent {
            for i in 0..<count { mask[offset + i] = UInt8(PixelMath.div255(alpha * UInt32(parent[offset + i]))) }
        } else {
            (mask + offset).update(repeating: UInt8(alpha), count: count)
        }
        minX = min(minX, x)
        maxX = max(maxX, x + count)
        minY = min(minY, y)
        maxY = max(maxY, y + 1)
    }
}
