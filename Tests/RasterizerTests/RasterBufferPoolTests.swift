import Foundation
import Testing
@testable import Rasterizer

/// The render pipeline's buffer pool: reused blocks come back cleared, the pool stays within its limits, and it
/// can be used from many threads at once.
@Suite struct RasterBufferPoolTests {
    static let megabyte = 1 << 20

    @Test func aReusedBlockIsTheSameMemoryAndComesBackCleared() {
        let pool = RasterBufferPool(byteLimit: 16 * Self.megabyte, blockLimit: 4)
        defer { pool.drain() }
        let first = pool.take(byteCount: 2 * Self.megabyte)
        first.pointer.initializeMemory(as: UInt8.self, repeating: 0xAB, count: first.byteCount)
        pool.give(first.pointer, byteCount: first.byteCount)
        #expect(pool.statistics.blocks == 1)

        let second = pool.take(byteCount: 2 * Self.megabyte)
        #expect(second.pointer == first.pointer, "the kept block is handed out again")
        #expect(pool.statistics.reuses == 1 && pool.statistics.blocks == 0)
        let bytes = UnsafeRawBufferPointer(start: second.pointer, count: 2 * Self.megabyte)
        #expect(bytes.allSatisfy { $0 == 0 }, "a previous user's bytes must never show through")
        pool.give(second.pointer, byteCount: second.byteCount)
    }

    @Test func aSmallerRequestReusesALargerBlockAndClearsWhatItAskedFor() {
        let pool = RasterBufferPool(byteLimit: 16 * Self.megabyte, blockLimit: 4)
        defer { pool.drain() }
        let large = pool.take(byteCount: 3 * Self.megabyte)
        large.pointer.initializeMemory(as: UInt8.self, repeating: 0xFF, count: large.byteCount)
        pool.give(large.pointer, byteCount: large.byteCount)
        let smaller = pool.take(byteCount: 2 * Self.megabyte)
        #expect(smaller.pointer == large.pointer && smaller.byteCount == 3 * Self.megabyte)
        #expect(UnsafeRawBufferPointer(start: smaller.pointer, count: 2 * Self.megabyte).allSatisfy { $0 == 0 })
        // More than twice the request is not reused (it would waste most of the block).
        pool.give(smaller.pointer, byteCount: smaller.byteCount)
        let tiny = pool.take(byteCount: Self.megabyte)
        #expect(tiny.pointer != large.pointer)
        pool.give(tiny.pointer, byteCount: tiny.byteCount)
    }

    @Test func aBlockHandedBackZeroIsPreferredAndTrusted() {
        let pool = RasterBufferPool(byteLimit: 16 * Self.megabyte, blockLimit: 4)
        defer { pool.drain() }
        let drawn = pool.take(byteCount: 2 * Self.megabyte), cleared = pool.take(byteCount: 2 * Self.megabyte)
        drawn.pointer.initializeMemory(as: UInt8.self, repeating: 0xAB, count: drawn.byteCount)
        pool.give(drawn.pointer, byteCount: drawn.byteCount)
        pool.give(cleared.pointer, byteCount: cleared.byteCount, zeroedByteCount: cleared.byteCount)
        // Of two equal blocks the one that needs no clearing goes first; the other is still cleared when taken.
        let first = pool.take(byteCount: 2 * Self.megabyte), second = pool.take(byteCount: 2 * Self.megabyte)
        #expect(first.pointer == cleared.pointer && second.pointer == drawn.pointer)
        #expect(UnsafeRawBufferPointer(start: second.pointer, count: 2 * Self.megabyte).allSatisfy { $0 == 0 })
        pool.give(first.pointer, byteCount: first.byteCount)
        pool.give(second.pointer, byteCount: second.byteCount)
    }

    /// A block handed back with only its first part cleared is cleared again for a larger request: the bytes past
    /// that part may still hold an earlier owner's pixels (a large canvas, then a small one in the same block).
    @Test func onlyTheClearedPartOfABlockIsTrusted() {
        let pool = RasterBufferPool(byteLimit: 16 * Self.megabyte, blockLimit: 4)
        defer { pool.drain() }
        let large = pool.take(byteCount: 3 * Self.megabyte)
        large.pointer.initializeMemory(as: UInt8.self, repeating: 0xCD, count: large.byteCount)
        pool.give(large.pointer, byteCount: large.byteCount)
        // A smaller owner takes the same block (cleared up to its size), draws nothing, hands it back as clear.
        let small = pool.take(byteCount: 2 * Self.megabyte)
        #expect(small.pointer == large.pointer)
        pool.give(small.pointer, byteCount: small.byteCount, zeroedByteCount: 2 * Self.megabyte)
        // The next, larger request must not see the first owner's bytes past the cleared part.
        let again = pool.take(byteCount: 3 * Self.megabyte)
        #expect(again.pointer == large.pointer)
        #expect(UnsafeRawBufferPointer(start: again.pointer, count: 3 * Self.megabyte).allSatisfy { $0 == 0 })
        pool.give(again.pointer, byteCount: again.byteCount)
    }

    /// A layer cleared after use goes back to the pool as zero, and the next canvas still starts transparent.
    @Test func aClearedLayerGoesBackAsZero() throws {
        do {
            let canvas = try RasterCanvas(width: 800, height: 600)
            canvas.beginLayer()
            canvas.fill(.rect(CGRect(x: 10, y: 10, width: 300, height: 200)), color: RGBA(red: 0, green: 0, blue: 1, alpha: 1))
            canvas.endLayer(.shadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 12, offset: .zero))
            #expect(canvas.spareLayers.allSatisfy { $0.isClear })
        }
        for round in 0..<2 {
            let fresh = try RasterCanvas(width: 800, height: 600)
            fresh.beginLayer()
            let layer = UnsafeBufferPointer(start: fresh.target.pixels, count: 800 * 600)
            #expect(layer.allSatisfy { $0 == 0 }, "round \(round)")
            fresh.endLayer(.opacity(1))
            #expect(fresh.makeBitmap() == Bitmap(width: 800, height: 600), "round \(round)")
        }
    }

    @Test func thePoolKeepsAtMostItsLimits() {
        let pool = RasterBufferPool(byteLimit: 5 * Self.megabyte, blockLimit: 3)
        defer { pool.drain() }
        let blocks = (0..<5).map { _ in pool.take(byteCount: 2 * Self.megabyte) }
        for block in blocks { pool.give(block.pointer, byteCount: block.byteCount) }
        #expect(pool.statistics.blocks == 2 && pool.statistics.bytes == 4 * Self.megabyte)

        let counted = RasterBufferPool(byteLimit: 64 * Self.megabyte, blockLimit: 3)
        defer { counted.drain() }
        let more = (0..<5).map { _ in counted.take(byteCount: Self.megabyte) }
        for block in more { counted.give(block.pointer, byteCount: block.byteCount) }
        #expect(counted.statistics.blocks == 3)
    }

    @Test func smallBlocksBypassThePool() {
        let pool = RasterBufferPool(byteLimit: 16 * Self.megabyte, blockLimit: 4)
        let small = pool.take(byteCount: 1000)
        #expect(UnsafeRawBufferPointer(start: small.pointer, count: 1000).allSatisfy { $0 == 0 })
        pool.give(small.pointer, byteCount: small.byteCount)
        #expect(pool.statistics.blocks == 0)
    }

    @Test func manyThreadsTakeAndGiveAtOnce() {
        let pool = RasterBufferPool(byteLimit: 8 * Self.megabyte, blockLimit: 4)
        defer { pool.drain() }
        let dirtyReads = LockedCounter()
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            let block = pool.take(byteCount: Self.megabyte + (i % 3) * 4096)
            let bytes = UnsafeMutableRawBufferPointer(start: block.pointer, count: Self.megabyte)
            if !bytes.allSatisfy({ $0 == 0 }) { dirtyReads.increment() }
            bytes.initializeMemory(as: UInt8.self, repeating: UInt8(truncatingIfNeeded: i | 1))
            pool.give(block.pointer, byteCount: block.byteCount)
        }
        #expect(dirtyReads.value == 0)
        #expect(pool.statistics.blocks <= 4 && pool.statistics.bytes <= 8 * Self.megabyte)
    }

    /// What a render leaves in its canvas (layers, clip masks) never shows in the next canvas of the same size.
    @Test func aCanvasNeverSeesThePreviousCanvasPixels() throws {
        for round in 0..<3 {
            do {
                let canvas = try RasterCanvas(width: 700, height: 500)
                canvas.pushClip(.rect(CGRect(x: 10, y: 10, width: 600, height: 400)))
                canvas.beginOpacityGroup(0.5)
                canvas.fill(.rect(CGRect(x: 0, y: 0, width: 700, height: 500)), color: RGBA(red: 1, green: 0, blue: 0, alpha: 1))
                canvas.endOpacityGroup()
                canvas.popClip()
                canvas.clear(RGBA(red: 0, green: 1, blue: 0, alpha: 1))
                #expect(canvas.makeBitmap().pixels.contains { $0 != 0 })
            }
            let fresh = try RasterCanvas(width: 700, height: 500)
            #expect(fresh.makeBitmap() == Bitmap(width: 700, height: 500), "round \(round)")
            // A clip on the fresh canvas starts from empty coverage too.
            fresh.pushClip(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)))
            fresh.fill(.rect(CGRect(x: 0, y: 0, width: 700, height: 500)), color: .white)
            fresh.popClip()
            let bitmap = fresh.makeBitmap()
            #expect(bitmap.alpha(0, 0) == 255 && bitmap.alpha(1, 1) == 0 && bitmap.alpha(300, 300) == 0, "round \(round)")
        }
    }
}

/// A counter several threads increment.
private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
