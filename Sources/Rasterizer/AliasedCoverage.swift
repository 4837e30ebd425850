/// Draws without anti-aliasing: a pixel is fully painted when at least half of it is covered, else left alone
/// (Core Graphics' `setShouldAntialias(false)` look: hard, pixel-aligned edges).
struct AliasedCoverage<Base: CoverageSink>: CoverageSink {
    var base: Base

    @inline(__always) static func threshold(_ alpha: UInt32) -> UInt32 { alpha >= 128 ? 255 : 0 }

    @inline(__always) mutating func pixel(x: Int, y: Int, alpha: UInt32) {
        let a = Self.threshold(alpha)
        if a > 0 { base.pixel(x: x, y: y, alpha: a) }
    }

    @inline(__always) mutating func span(x: Int, y: Int, count: Int, alpha: UInt32) {
        let a = Self.threshold(alpha)
        if a > 0 { base.span(x: x, y: y, count: count, alpha: a) }
    }

    @inline(__always) func touch(x: Int, y: Int) -> UInt32 { base.touch(x: x, y: y) }
}
