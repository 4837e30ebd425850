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

    /// One packed premultiplied pixel as straight-alpha bytes.
    @inline(__always) static func unpremultiply(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = pixel >> 24
        if a == 0 { return (0, 0, 0, 0) }
        if a == 255 { return (UInt8(pixel & 0xFF), UInt8((pixel >> 8) & 0xFF), UInt8((pixel >> 16) & 0xFF), 255) }
        func channel(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (channel(pixel & 0xFF), channel((pixel >> 8) & 0xFF), channel((pixel >> 16) & 0xFF), UInt8(a))
    }
}
