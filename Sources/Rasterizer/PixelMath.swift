/// Premultiplied RGBA8 arithmetic on packed pixels (R in the lowest byte), with exact rounding.
enum PixelMath {
    /// `round(x / 255)` for 0 ≤ x ≤ 255·255.
    @inline(__always) static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Every channel of `pixel` times `factor` / 255, rounded to nearest.
    @inline(__always) static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over: `source + destination × (255 − source alpha) / 255`, per channel.
    @inline(__always) static func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        source &+ scale(destination, by: 255 &- (source >> 24))
    }

    /// `sourceOver` of four pixels at once, in 16-bit lanes: the same rounding per channel as `scale`
    /// (c·f + 128 ≤ 65153 fits), and a zero source leaves the pixel as it is (`scale(d, by: 255) == d`), so the
    /// bytes equal the one-pixel function's for premultiplied sources (no channel above alpha, so no channel's
    /// sum exceeds 255 and the 32-bit add never carries between channels).
    @inline(__always) static func sourceOver(_ p: SIMD4<UInt32>, _ destination: UnsafeMutablePointer<UInt32>) {
        // `scale`'s red-blue and green-alpha halves, each pair of channels in two 16-bit lanes of a pixel's word.
        let d = UnsafeMutableRawPointer(destination).loadUnaligned(as: SIMD4<UInt32>.self)
        let inverse = 255 &- (p &>> 24)
        let f = unsafeBitCast(inverse | inverse &<< 16, to: SIMD8<UInt16>.self)
        var rb = unsafeBitCast(d & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* f &+ 128
        var ga = unsafeBitCast((d &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* f &+ 128
        rb = (rb &+ (rb &>> 8)) &>> 8
        ga = (ga &+ (ga &>> 8)) &>> 8
        let out = p &+ unsafeBitCast(rb, to: SIMD4<UInt32>.self) &+ (unsafeBitCast(ga, to: SIMD4<UInt32>.self) &<< 8)
        UnsafeMutableRawPointer(destination).storeBytes(of: out, as: SIMD4<UInt32>.self)
    }

    /// `row[i] = sourceOver(source[i], row[i])` for `count` premultiplied pixels, four at a time.
    static func sourceOver(_ source: UnsafePointer<UInt32>, onto row: UnsafeMutablePointer<UInt32>, count: Int) {
        var i = 0
        while i &+ 4 <= count {
            let p = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD4<UInt32>.self)
            if p != .zero { sourceOver(p, row + i) }
            i &+= 4
        }
        while i < count {
            if source[i] != 0 { row[i] = sourceOver(source[i], row[i]) }
            i &+= 1
        }
    }

    /// `row[i] = sourceOver(table[indices[i]], row[i])` for `count` pixels, four at a time (`table` holds
    /// premultiplied pixels).
    static func sourceOver(lookup table: UnsafePointer<UInt32>, indices: UnsafePointer<UInt8>, onto row: UnsafeMutablePointer<UInt32>, count: Int) {
        var i = 0
        while i &+ 4 <= count {
            let p = SIMD4<UInt32>(table[Int(indices[i])], table[Int(indices[i &+ 1])], table[Int(indices[i &+ 2])], table[Int(indices[i &+ 3])])
            if p != .zero { sourceOver(p, row + i) }
            i &+= 4
        }
        while i < count {
            let p = table[Int(indices[i])]
            if p != 0 { row[i] = sourceOver(p, row[i]) }
            i &+= 1
        }
    }

    /// One packed premultiplied pixel as straight-alpha bytes.
    @inline(__always) static func unpremultiply(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = pixel >> 24
        if a == 0 { return (0, 0, 0, 0) }
        if a == 255 { return (UInt8(pixel & 0xFF), UInt8((pixel >> 8) & 0xFF), UInt8((pixel >> 16) & 0xFF), 255) }
        func channel(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (channel(pixel & 0xFF), channel((pixel >> 8) & 0xFF), channel((pixel >> 16) & 0xFF), UInt8(a))
    }
}
