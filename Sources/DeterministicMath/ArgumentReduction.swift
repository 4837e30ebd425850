/// Reduction of an angle to `r` in about [−π/4, π/4] and a quadrant: `x = r + quadrant · π/2`, with `r`
/// returned as `hi + lo` so the kernels keep the bits that the subtraction cancelled.
@usableFromInline
enum ArgumentReduction {
    // π/2 in 33-bit pieces (each product with a quadrant below 2^20 is exact) and their tails.
    static let pio2_1 = 1.57079632673412561417e+00
    static let pio2_1t = 6.07710050650619224932e-11
    static let pio2_2 = 6.07710050630396597660e-11
    static let pio2_2t = 2.02226624879595063154e-21
    static let pio2_3 = 2.02226624871116645580e-21
    static let pio2_3t = 8.47842766036889956997e-32
    static let invpio2 = 6.36619772367581382433e-01
    static let pio2Hi = 1.57079632679489655800e+00
    static let pio2Lo = 6.12323399573676603587e-17

    /// Below this, Cody–Waite reduction with three pieces of π/2 is exact enough; above it, Payne–Hanek.
    static let mediumLimit = 823_549.6  // 2^19 · π/2

    /// Reduces a finite `x`.
    @usableFromInline
    static func reduce(_ x: Double) -> (quadrant: Int, hi: Double, lo: Double) {
        let ax = x.magnitude
        if ax <= 0.785398163397448279 { return (0, x, 0) }
        if ax < mediumLimit { return codyWaite(x) }
        return payneHanek(x)
    }

    /// fdlibm's medium-size reduction: subtract `n · π/2` in up to three exact steps, taking the next one
    /// only when the previous cancelled many bits.
    static func codyWaite(_ x: Double) -> (quadrant: Int, hi: Double, lo: Double) {
        let n = (x * invpio2).rounded(.toNearestOrEven)
        var r = x - n * pio2_1
        var w = n * pio2_1t
        var y0 = r - w
        let j = x.exponent
        if j - y0.exponent > 16 {
            let t = r
            w = n * pio2_2
            r = t - w
            w = n * pio2_2t - ((t - r) - w)
            y0 = r - w
            if j - y0.exponent > 49 {
                let t2 = r
                w = n * pio2_3
                r = t2 - w
                w = n * pio2_3t - ((t2 - r) - w)
                y0 = r - w
            }
        }
        let y1 = (r - y0) - w
        return (Int(n), y0, y1)
    }

    /// 2/π in binary, 64 bits a word, most significant first (22 words: enough for every finite double).
    static let twoOverPi: [UInt64] = [
        0xA2F9_836E_4E44_1529, 0xFC27_57D1_F534_DDC0, 0xDB62_9599_3C43_9041, 0xFE51_63AB_DEBB_C561,
        0xB724_6E3A_424D_D2E0, 0x0649_2EEA_09D1_921C, 0xFE1D_EB1C_B129_A73E, 0xE882_35F5_2EBB_4484,
        0xE99C_7026_B45F_7E41, 0x3991_D639_8353_39F4, 0x9C84_5F8B_BDF9_283B, 0x1FF8_97FF_DE05_980F,
        0xEF2F_118B_5A0A_6D1F, 0x6D36_7ECF_27CB_09B7, 0x4F46_3F66_9E5F_EA2D, 0x7527_BAC7_EBE5_F17B,
        0x3D07_39F7_8A52_92EA, 0x6BFB_5FB1_1F8D_5D08, 0x5603_3046_FC7B_6BAB, 0xF0CF_BC20_9AF4_361D,
        0xA9E3_9161_5EE6_1B08, 0x6599_855F_14A0_6840,
    ]

    /// Bit `i` of 2/π's fraction (bit 1 is the first after the binary point).
    static func twoOverPiBits(from first: Int, count: Int) -> UInt64 {
        var result: UInt64 = 0
        for i in first..<(first + count) {
            let index = i - 1
            let word = index >> 6
            let bit = word < twoOverPi.count ? (twoOverPi[word] >> UInt64(63 - (index & 63))) & 1 : 0
            result = (result << 1) | bit
        }
        return result
    }

    /// Payne–Hanek reduction for large `x`: multiplies the 53-bit significand by the 192 bits of 2/π that
    /// matter at `x`'s exponent, as integers, and keeps the quadrant and 128 bits of the fraction.
    static func payneHanek(_ x: Double) -> (quadrant: Int, hi: Double, lo: Double) {
        let m = (UInt64(1) << 52) | x.significandBitPattern
        let e = Int(x.exponent) - 52  // |x| = m · 2^e
        let p0 = max(1, e - 1)  // bits before p0 contribute multiples of 4
        let w0 = twoOverPiBits(from: p0, count: 64)
        let w1 = twoOverPiBits(from: p0 + 64, count: 64)
        let w2 = twoOverPiBits(from: p0 + 128, count: 64)
        // P = m · (w0 w1 w2), as four little-endian limbs.
        let (h2, l2) = m.multipliedFullWidth(by: w2)
        let (h1, l1) = m.multipliedFullWidth(by: w1)
        let (h0, l0) = m.multipliedFullWidth(by: w0)
        var limbs: [UInt64] = [l2, 0, 0, 0]
        var carry: UInt64 = 0
        (limbs[1], carry) = add(h2, l1, 0)
        (limbs[2], carry) = add(h1, l0, carry)
        limbs[3] = h0 &+ carry
        // x · 2/π = P · 2^(e − p0 − 191): the binary point lies `s` bits up.
        let s = p0 + 191 - e
        func bits(_ from: Int, _ count: Int) -> UInt64 {
            var v: UInt64 = 0
            for i in stride(from: from + count - 1, through: from, by: -1) {
                let bit = i >= 0 && i < 256 ? (limbs[i >> 6] >> UInt64(i & 63)) & 1 : 0
                v = (v << 1) | bit
            }
            return v
        }
        var quadrant = Int(bits(s, 2))
        var fHigh = bits(s - 64, 64)
        var fLow = bits(s - 128, 64)
        var negative = false
        if fHigh >> 63 == 1 {  // fraction ≥ 1/2: take fraction − 1 and the next quadrant
            quadrant += 1
            negative = true
            fLow = 0 &- fLow
            fHigh = ~fHigh &+ (fLow == 0 ? 1 : 0)
        }
        // f = (fHigh + fLow / 2^64) / 2^64 as a double-double.
        let hi = Double(fHigh)
        let rest = Double(Int64(bitPattern: fHigh &- UInt64(hi))) + Double(fLow) * 0x1p-64
        var (fh, fl) = DoubleDouble.fastTwoSum(hi * 0x1p-64, rest * 0x1p-64)
        if negative {
            fh = -fh
            fl = -fl
        }
        // r = f · π/2.
        let (ph, pl) = DoubleDouble.twoProduct(fh, pio2Hi)
        let tail = pl + fh * pio2Lo + fl * pio2Hi
        var (rh, rl) = DoubleDouble.fastTwoSum(ph, tail)
        if x < 0 {
            rh = -rh
            rl = -rl
            quadrant = -quadrant
        }
        return (quadrant & 3, rh, rl)
    }

    private static func add(_ a: UInt64, _ b: UInt64, _ c: UInt64) -> (UInt64, UInt64) {
        let (s1, o1) = a.addingReportingOverflow(b)
        let (s2, o2) = s1.addingReportingOverflow(c)
        return (s2, (o1 ? 1 : 0) + (o2 ? 1 : 0))
    }
}
