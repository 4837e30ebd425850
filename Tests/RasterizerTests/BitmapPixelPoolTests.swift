import Foundation
import Testing
@testable import Rasterizer

/// Pixel arrays handed back are taken again by the next bitmap of the same size, within the pool's limits, and
/// never change a bitmap that still uses them.
@Suite struct BitmapPixelPoolTests {
    let size = BitmapPixelPool.minimumByteCount

    @Test func anArrayHandedBackIsTakenForTheSameSizeOnly() {
        let pool = BitmapPixelPool(byteLimit: 8 * size, arrayLimit: 4)
        #expect(pool.take(count: size) == nil)
        pool.give([UInt8](repeating: 9, count: size))
        #expect(pool.take(count: size + 4) == nil)
        let taken = pool.take(count: size)
        #expect(taken?.count == size)
        #expect(pool.take(count: size) == nil)
    }

    @Test func smallArraysAreNotKept() {
        let pool = BitmapPixelPool(byteLimit: 8 * size, arrayLimit: 4)
        pool.give([UInt8](repeating: 0, count: 1024))
        #expect(pool.keptCount == 0)
        #expect(pool.take(count: 1024) == nil)
    }

    @Test func theLimitsKeepTheNewestArrays() {
        let pool = BitmapPixelPool(byteLimit: 3 * size, arrayLimit: 2)
        for fill in 1...3 { pool.give([UInt8](repeating: UInt8(fill), count: size)) }
        #expect(pool.keptCount == 2)
        let first = pool.take(count: size), second = pool.take(count: size)
        #expect(Set([first?.first, second?.first]) == [2, 3])
        let tight = BitmapPixelPool(byteLimit: size, arrayLimit: 4)
        tight.give([UInt8](repeating: 1, count: size + 1))
        #expect(tight.keptCount == 0)
    }

    @Test func aBitmapStillInUseIsNotChangedByTheNextRender() throws {
        let canvas = try RasterCanvas(width: 512, height: 512)
        canvas.fill(.rect(CGRect(x: 0, y: 0, width: 512, height: 512)), color: RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        let red = canvas.makeBitmap()
        // Handing back an array a bitmap still holds (as a test keeping its actual would) is safe: the next
        // render copies before writing.
        BitmapPixelPool.shared.give(red.pixels)
        let other = try RasterCanvas(width: 512, height: 512)
        other.fill(.rect(CGRect(x: 0, y: 0, width: 512, height: 512)), color: RGBA(red: 0, green: 0, blue: 1, alpha: 1))
        let blue = other.makeBitmap()
        #expect(Array(red.pixels.prefix(4)) == [255, 0, 0, 255])
        #expect(Array(blue.pixels.prefix(4)) == [0, 0, 255, 255])
        #expect(red.pixels.count == blue.pixels.count)
    }
}
