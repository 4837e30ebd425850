extension DMath {
    /// The sine of `x` radians, within 1 ulp of the exact value for every finite `x` (large arguments are
    /// reduced exactly, Payne–Hanek); NaN for infinities and NaN.
    public static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        if x.magnitude < 0x1p-27 { return x }
        let (n, hi, lo) = ArgumentReduction.reduce(x)
        switch n & 3 {
        case 0: return SineCosineKernel.sin(hi, lo)
        case 1: return SineCosineKernel.cos(hi, lo)
        case 2: return -SineCosineKernel.sin(hi, lo)
        default: return -SineCosineKernel.cos(hi, lo)
        }
    }

    /// The cosine of `x` radians, within 1 ulp of the exact value for every finite `x`; NaN for
    /// infinities and NaN.
    public static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        if x.magnitude < 0x1p-27 { return 1 }
        let (n, hi, lo) = ArgumentReduction.reduce(x)
        switch n & 3 {
        case 0: return SineCosineKernel.cos(hi, lo)
        case 1: return -SineCosineKernel.sin(hi, lo)
        case 2: return -SineCosineKernel.cos(hi, lo)
        default: return SineCosineKernel.sin(hi, lo)
        }
    }

    /// The tangent of `x` radians, as the quotient of `sin` and `cos` of one reduction: within 2 ulp of the
    /// exact value for every finite `x`; NaN for infinities and NaN.
    public static func tan(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        if x.magnitude < 0x1p-27 { return x }
        let (n, hi, lo) = ArgumentReduction.reduce(x)
        let s = SineCosineKernel.sin(hi, lo), c = SineCosineKernel.cos(hi, lo)
        return n & 1 == 0 ? s / c : -c / s
    }
}

/// fdlibm's polynomials for sine and cosine on [−π/4, π/4], taking the reduced argument as `x + y`.
enum SineCosineKernel {
    static let s1 = -1.66666666666666324348e-01
    static let s2 = 8.33333333332248946124e-03
    static let s3 = -1.98412698298579493134e-04
    static let s4 = 2.75573137070700676789e-06
    static let s5 = -2.50507602534068634195e-08
    static let s6 = 1.58969099521155010221e-10
    static let c1 = 4.16666666666666019037e-02
    static let c2 = -1.38888888888741095749e-03
    static let c3 = 2.48015872894767294178e-05
    static let c4 = -2.75573143513906633035e-07
    static let c5 = 2.08757232129817482790e-09
    static let c6 = -1.13596475577881948265e-11

    static func sin(_ x: Double, _ y: Double) -> Double {
        let z = x * x
        let v = z * x
        let r = s2 + z * (s3 + z * (s4 + z * (s5 + z * s6)))
        return x - ((z * (0.5 * y - v * r) - y) - v * s1)
    }

    static func cos(_ x: Double, _ y: Double) -> Double {
        let z = x * x
        let w = z * z
        let r = z * (c1 + z * (c2 + z * c3)) + w * w * (c4 + z * (c5 + z * c6))
        let hz = 0.5 * z
        let one = 1.0
        let t = one - hz
        return t + (((one - t) - hz) + (z * r - x * y))
    }
}
