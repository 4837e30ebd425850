extension DMath {
    /// The natural logarithm of `x`: within 1 ulp of the exact value; `−∞` for ±0, NaN below zero and
    /// for NaN, `+∞` for `+∞`.
    public static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x.isInfinite { return x }
        let (k, f, hx) = Logarithm.decompose(x)
        let dk = Double(k)
        if f.magnitude < 0x1p-20 {
            if f == 0 { return dk * Logarithm.ln2Hi + dk * Logarithm.ln2Lo }
            let r = f * f * (0.5 - 0.33333333333333333 * f)
            return k == 0 ? f - r : dk * Logarithm.ln2Hi - ((r - dk * Logarithm.ln2Lo) - f)
        }
        let s = f / (2 + f)
        let r = Logarithm.series(s)
        if hx > 0x6147a && hx < 0x6b851 {
            let hfsq = 0.5 * f * f
            return k == 0
                ? f - (hfsq - s * (hfsq + r))
                : dk * Logarithm.ln2Hi - ((hfsq - (s * (hfsq + r) + dk * Logarithm.ln2Lo)) - f)
        }
        return k == 0 ? f - s * (f - r) : dk * Logarithm.ln2Hi - ((s * (f - r) - dk * Logarithm.ln2Lo) - f)
    }
}

/// fdlibm's logarithm: `x = 2^k · (1 + f)` with `1 + f` in [√2/2, √2], `log(1 + f) = 2s + s·R(s²)` for
/// `s = f / (2 + f)`.
enum Logarithm {
    static let ln2Hi = 6.93147180369123816490e-01
    static let ln2Lo = 1.90821492927058770002e-10
    static let lg1 = 6.666666666666735130e-01
    static let lg2 = 3.999999999940941908e-01
    static let lg3 = 2.857142874366239149e-01
    static let lg4 = 2.222219843214978396e-01
    static let lg5 = 1.818357216161805012e-01
    static let lg6 = 1.531383769920937332e-01
    static let lg7 = 1.479819860511658591e-01

    /// `k`, `f` and the top 20 fraction bits of `x`'s significand (fdlibm's `hx`), for positive finite `x`.
    static func decompose(_ x: Double) -> (k: Int, f: Double, hx: Int) {
        var v = x
        var k = 0
        if v < 0x1p-1022 {
            v *= 0x1p54
            k -= 54
        }
        let hx = Int((v.significandBitPattern >> 32) & 0xfffff)
        k += Int(v.exponent)
        var m = v.significand  // [1, 2)
        if hx >= 0x6a09c {
            m *= 0.5
            k += 1
        }  // m near or above √2 (fdlibm's threshold): use m/2
        return (k, m - 1, hx)
    }

    /// `R(s²)`, the polynomial with `log(1 + f) = 2s + s·R`.
    static func series(_ s: Double) -> Double {
        let z = s * s
        let w = z * z
        let t1 = w * (lg2 + w * (lg4 + w * lg6))
        let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
        return t2 + t1
    }

    /// `log(x)` as a double-double `hi + lo` with a relative error near 2^-59, for positive finite `x`.
    static func logExtended(_ x: Double) -> (hi: Double, lo: Double) {
        let (k, f, _) = decompose(x)
        let dk = Double(k)
        let d = 2 + f
        let dErr = (2 - d) + f  // 2 + f == d + dErr exactly (|f| < 1/2)
        let sHi = f / d
        let (p, pe) = DoubleDouble.twoProduct(sHi, d)
        let sLo = (((f - p) - pe) - sHi * dErr) / d
        let r = series(sHi)
        let (h, l) = DoubleDouble.twoSum(dk * ln2Hi, 2 * sHi)
        let tail = l + (2 * sLo + sHi * r + dk * ln2Lo)
        return DoubleDouble.fastTwoSum(h, tail)
    }
}
