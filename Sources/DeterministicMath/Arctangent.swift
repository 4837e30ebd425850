extension DMath {
    /// The arctangent of `x` in radians, in [−π/2, π/2]: within 1 ulp of the exact value; NaN for NaN.
    public static func atan(_ x: Double) -> Double {
        if x.isNaN { return x }
        let ax = x.magnitude
        if ax >= 0x1p66 { return x < 0 ? -(atanHi[3] + atanLo[3]) : atanHi[3] + atanLo[3] }
        var t = ax
        var id = -1
        if ax < 0.4375 {
            if ax < 0x1p-27 { return x }
        } else if ax < 1.1875 {
            if ax < 0.6875 {
                id = 0
                t = (2 * ax - 1) / (2 + ax)
            } else {
                id = 1
                t = (ax - 1) / (ax + 1)
            }
        } else if ax < 2.4375 {
            id = 2
            t = (ax - 1.5) / (1 + 1.5 * ax)
        } else {
            id = 3
            t = -1 / ax
        }
        let z = t * t
        let w = z * z
        let s1 = z * (aT[0] + w * (aT[2] + w * (aT[4] + w * (aT[6] + w * (aT[8] + w * aT[10])))))
        let s2 = w * (aT[1] + w * (aT[3] + w * (aT[5] + w * (aT[7] + w * aT[9]))))
        if id < 0 { return x - x * (s1 + s2) }
        let r = atanHi[id] - ((t * (s1 + s2) - atanLo[id]) - t)
        return x < 0 ? -r : r
    }

    /// The angle of the point (`x`, `y`) from the positive x axis in radians, in [−π, π], with the signs of
    /// zeros and infinities as C's `atan2`: within 2 ulp of the exact value; NaN when either is NaN.
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return x + y }
        let pi = 3.1415926535897931160e+00, piLo = 1.2246467991473531772e-16
        if x == 1 { return atan(y) }
        if y == 0 {
            if x.sign == .plus { return y }  // atan2(±0, +anything) = ±0
            return y.sign == .minus ? -pi : pi
        }
        if x == 0 { return y < 0 ? -pi / 2 : pi / 2 }
        if x.isInfinite {
            if y.isInfinite {
                let a = x > 0 ? pi / 4 : 3 * pi / 4
                return y < 0 ? -a : a
            }
            let a = x > 0 ? 0.0 : pi
            return y < 0 ? -a : a
        }
        if y.isInfinite { return y < 0 ? -pi / 2 : pi / 2 }
        let k = y.exponent - x.exponent
        var z: Double
        if k > 60 {
            z = pi / 2 + 0.5 * piLo
        } else if x < 0 && k < -60 {
            z = 0
        } else {
            z = atan((y / x).magnitude)
        }
        switch (y.sign == .minus, x.sign == .minus) {
        case (false, false): return z
        case (true, false): return -z
        case (false, true): return pi - (z - piLo)
        case (true, true): return (z - piLo) - pi
        }
    }

    /// The arcsine of `x` in radians, in [−π/2, π/2], as `atan2(x, √((1 − x)(1 + x)))`: within 2 ulp of the
    /// exact value; NaN outside [−1, 1].
    public static func asin(_ x: Double) -> Double {
        guard x.magnitude <= 1 else { return .nan }
        return atan2(x, ((1 - x) * (1 + x)).squareRoot())
    }

    /// The arccosine of `x` in radians, in [0, π], as `atan2(√((1 − x)(1 + x)), x)`: within 2 ulp of the
    /// exact value; NaN outside [−1, 1].
    public static func acos(_ x: Double) -> Double {
        guard x.magnitude <= 1 else { return .nan }
        return atan2(((1 - x) * (1 + x)).squareRoot(), x)
    }

    static let atanHi: [Double] = [
        4.63647609000806093515e-01, 7.85398163397448278999e-01, 9.82793723247329054082e-01, 1.57079632679489655800e+00,
    ]
    static let atanLo: [Double] = [
        2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17, 6.12323399573676603587e-17,
    ]
    static let aT: [Double] = [
        3.33333333333329318027e-01, -1.99999999998764832476e-01, 1.42857142725034663711e-01,
        -1.11111104054623557880e-01, 9.09088713343650656196e-02, -7.69187620504482999495e-02,
        6.66107313738753120669e-02, -5.83357013379057348645e-02, 4.97687799461593236017e-02,
        -3.65315727442169155270e-02, 1.62858201153657823623e-02,
    ]
}
