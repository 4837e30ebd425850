/// Composites a solid premultiplied colour, source-over, through coverage and an optional clip mask.
struct ColorBlitter: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    /// The colour at full coverage, premultiplied.
    let source: UInt32
    let clip: UnsafePointer<UInt8>?

    @inline(__always) mutating func pixel(x: Int, y: Int, alpha: UInt32) {
        let offset = y * width + x
        var a = alpha
        if let clip { a = PixelMath.div255(a * UInt32(clip[offset])) }
        blend(offset, a)
    }

    @inline(__always) private func blend(_ offset: Int, _ alpha: UInt32) {
        if alpha == 0 { return }
        if alpha == 255 && source >= 0xFF00_0000 {
            pixels[offset] = source
            return
        }
        let s = alpha == 255 ? source : PixelMath.scale(source, by: alpha)
        pixels[offset] = PixelMath.sourceOver(s, pixels[offset])
    }

    @inline(__always) func touch(x: Int, y: Int) -> UInt32 {
        pixels[y * width + x]
    }

    @inline(__always) mutating func span(x: Int, y: Int, count: Int, alpha: UInt32) {
        let offset = y * width + x
        if let clip {
            for i in 0..<count { blend(offset + i, PixelMath.div255(alpha * UInt32(clip[offset + i]))) }
            return
        }
        let s = alpha == 255 ? source : PixelMath.scale(source, by: alpha)
        let sourceAlpha = s >> 24
        if sourceAlpha == 255 {
            (pixels + offset).update(repeating: s, count: count)
        } else if s != 0 {
            let inverse = 255 - sourceAlpha
            let row = pixels + offset
            for i in 0..<count { row[i] = s &+ PixelMath.scale(row[i], by: inverse) }
        }
    }
}
