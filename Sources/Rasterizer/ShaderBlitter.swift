/// Composites a shading, source-over, through coverage and an optional clip mask.
struct ShaderBlitter: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let clip: UnsafePointer<UInt8>?
    let shading: Shading
    let table: [UInt32]
    /// Device pixel → shading space.
    let inverse: Transform2D

    @inline(__always) private func source(x: Int, y: Int) -> UInt32 {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let sx = Double(inverse.a) * px + Double(inverse.c) * py + Double(inverse.tx)
        let sy = Double(inverse.b) * px + Double(inverse.d) * py + Double(inverse.ty)
        let t = shading.spreadParameter(shading.parameter(x: sx, y: sy))
        let last = table.count - 1
        guard t.isFinite else { return table[0] }
        let index = t <= 0 ? 0 : t >= 1 ? last : Int((t * Double(last)).rounded())
        return table[index]
    }

    @inline(__always) mutating func pixel(x: Int, y: Int, alpha: UInt32) {
        let offset = y * width + x
        var a = alpha
        if let clip { a = PixelMath.div255(a * UInt32(clip[offset])) }
        if a == 0 { return }
        let s = source(x: x, y: y)
        let scaled = a == 255 ? s : PixelMath.scale(s, by: a)
        pixels[offset] = PixelMath.sourceOver(scaled, pixels[offset])
    }

    @inline(__always) mutating func span(x: Int, y: Int, count: Int, alpha: UInt32) {
        for i in 0..<count { pixel(x: x + i, y: y, alpha: alpha) }
    }

    @inline(__always) func touch(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
}
