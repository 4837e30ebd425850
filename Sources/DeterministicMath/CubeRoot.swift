extension DMath {
    /// The real cube root of `x` (negative for negative `x`): within 1 ulp of the exact value; `x` itself
    /// for ±0, ±∞ and NaN.
    public static func cbrt(_ x: Double) -> Double {
        if x == 0 || !x.isFinite { return x }
        var a = x.magnitude
        var scale = 1.0
        if a < 0x1p-1000 {
            a *= 0x1p162
            scale = 0x1p-54
        }  // subnormal and tiny: bring into range
        // 2^(e/3) times a first guess for the significand's cube root, then Newton and a final Halley step.
        let e = Int(a.exponent)
        let q = e >= 0 ? e / 3 : -((-e + 2) / 3)
        let rest = e - 3 * q  // 0, 1 or 2
        let m = Double(sign: .plus, exponent: rest, significand: a.significand)  // a = m · 2^(3q), m in [1, 8)
        var t = 1.0 + m * (0.5 + m * (-0.0625 + m * 0.00390625))  // rough guess on [1, 8)
        for _ in 0..<5 { t = t - (t * t * t - m) / (3 * t * t) }
        let r = m / (t * t)
        let w = t + t
        t = t + t * ((r - t) / (w + r))
        let root = Double(sign: .plus, exponent: q, significand: t) * scale
        return x < 0 ? -root : root
    }
}
