extension DMath {
    /// `x` raised to `y`, with C's `pow` special cases (`pow(x, ±0) == 1`, `pow(1, y) == 1`, a negative
    /// `x` only with an integer `y`, …): `exp(y · log x)` with `log x` and the product carried in double-double,
    /// so the result is within 1 ulp of the exact value plus `|y · log x| · 2^-58` (within 1 ulp whenever
    /// `|y · log x| ≤ 16`, which covers colour transfer curves), exact for `y` = 1, 2, −1 and ½; an integer `y` up to 64 in magnitude multiplies in double-double, so
    /// the result is exact whenever it is representable (`pow(10, 3) == 1000`) and within 1 ulp otherwise.
    public static func pow(_ x: Double, _ y: Double) -> Double {
        if y == 0 || x == 1 { return 1 }
        if x.isNaN || y.isNaN { return .nan }
        if y == 1 { return x }
        if y == 2 { return x * x }
        if y == -1 { return 1 / x }
        let yIsInteger = y.rounded(.towardZero) == y
        let yIsOdd = yIsInteger && y.magnitude < 0x1p53 && (y * 0.5).rounded(.towardZero) != y * 0.5
        if y.isInfinite {
            if x == -1 { return 1 }
            let grows = x.magnitude > 1
            return (grows == (y > 0)) ? .infinity : 0
        }
        if x == 0 {
            if y > 0 { return yIsOdd ? x : 0 }
            return yIsOdd && x.sign == .minus ? -.infinity : .infinity
        }
        if x.isInfinite {
            let negativeOdd = x < 0 && yIsOdd
            if y > 0 { return negativeOdd ? -.infinity : .infinity }
            return negativeOdd ? -0.0 : 0
        }
        if x < 0 && !yIsInteger { return .nan }
        let ax = x.magnitude
        if y == 0.5 { return ax.squareRoot() }
        if yIsInteger && y.magnitude <= 64, let power = integerPower(ax, Int(y)) {
            return x < 0 && yIsOdd ? -power : power
        }
        let (lh, ll) = Logarithm.logExtended(ax)
        let approximate = y * lh
        let magnitude: Double
        if approximate > 710 {
            magnitude = .infinity
        } else if approximate < -746 {
            magnitude = 0
        } else {
            let (th, tl) = DoubleDouble.twoProduct(y, lh)
            let (h, l) = DoubleDouble.fastTwoSum(th, tl + y * ll)
            magnitude = Exponential.exp(h, l)
        }
        return x < 0 && yIsOdd ? -magnitude : magnitude
    }

    /// `x^n` by repeated squaring in double-double, or nil when an intermediate leaves the range where
    /// products split exactly.
    static func integerPower(_ x: Double, _ n: Int) -> Double? {
        var (rh, rl) = (1.0, 0.0)
        var (bh, bl) = (x, 0.0)
        var e = n.magnitude
        func multiply(_ ah: Double, _ al: Double, _ ch: Double, _ cl: Double) -> (Double, Double) {
            let (p, pe) = DoubleDouble.twoProduct(ah, ch)
            return DoubleDouble.fastTwoSum(p, pe + (ah * cl + al * ch))
        }
        while e > 0 {
            guard bh.magnitude < 0x1p480, bh.magnitude > 0x1p-480, rh.magnitude < 0x1p480, rh.magnitude > 0x1p-480 else { return nil }
            if e & 1 == 1 { (rh, rl) = multiply(rh, rl, bh, bl) }
            e >>= 1
            if e > 0 { (bh, bl) = multiply(bh, bl, bh, bl) }
        }
        if n >= 0 { return rh + rl }
        // 1 / (rh + rl) with one correction step.
        let q = 1 / rh
        let (p, pe) = DoubleDouble.twoProduct(q, rh)
        let residual = ((1 - p) - pe) - q * rl
        return q + residual / rh
    }
}
