extension DMath {
    /// `e` raised to `x`: within 1 ulp of the exact value where the result is normal; `+∞` above
    /// 709.78…, 0 below −745.13…, NaN for NaN.
    public static func exp(_ x: Double) -> Double { Exponential.exp(x, 0) }
}

/// fdlibm's exponential: `x = k·ln 2 + r`, `e^r` from a rational approximation, scaled by `2^k`.
enum Exponential {
    static let ln2Hi = 6.93147180369123816490e-01  // low 32 bits zero: k · ln2Hi is exact
    static let ln2Lo = 1.90821492927058770002e-10
    static let invLn2 = 1.44269504088896338700e+00
    static let p1 = 1.66666666666666019037e-01
    static let p2 = -2.77777777770155933842e-03
    static let p3 = 6.61375632143793436117e-05
    static let p4 = -1.65339022054652515390e-06
    static let p5 = 4.13813679705723846039e-08
    static let overflow = 7.09782712893383973096e+02
    static let underflow = -7.45133219101941108420e+02

    /// `e^(x + tail)` for `|tail|` well below one ulp of `x` (pow passes its product's low part).
    static func exp(_ x: Double, _ tail: Double) -> Double {
        if x.isNaN { return x }
        if x > overflow { return .infinity }
        if x < underflow { return 0 }
        if x.magnitude < 0x1p-28 && tail == 0 { return 1 + x }
        let k = (x * invLn2).rounded(.toNearestOrEven)
        let hi = x - k * ln2Hi
        let lo = k * ln2Lo - tail
        let r = hi - lo
        let t = r * r
        let c = r - t * (p1 + t * (p2 + t * (p3 + t * (p4 + t * p5))))
        let y = 1 - ((lo - (r * c) / (2 - c)) - hi)
        return scale(y, by: Int(k))
    }

    /// `y · 2^k` for `y` near 1, correct for results down into the subnormal range.
    static func scale(_ y: Double, by k: Int) -> Double {
        if k >= -1021 { return k > 1023 ? y * 2 * 0x1p1023 : y * Double(sign: .plus, exponent: k, significand: 1) }
        return y * Double(sign: .plus, exponent: k + 1000, significand: 1) * 0x1p-1000
    }
}
