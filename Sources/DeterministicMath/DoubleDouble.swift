/// Error-free transformations on `Double` (Dekker, Knuth) for the extra precision the functions need,
/// without fused multiply-add.
@usableFromInline
enum DoubleDouble {
    /// `a + b` as `hi + lo` exactly, for `|a| ≥ |b|` (or `a == 0`).
    @inlinable @inline(__always)
    static func fastTwoSum(_ a: Double, _ b: Double) -> (hi: Double, lo: Double) {
        let s = a + b
        return (s, b - (s - a))
    }

    /// `a + b` as `hi + lo` exactly, for any order of magnitudes.
    @inlinable @inline(__always)
    static func twoSum(_ a: Double, _ b: Double) -> (hi: Double, lo: Double) {
        let s = a + b
        let bb = s - a
        return (s, (a - (s - bb)) + (b - bb))
    }

    /// Splits `a` into two halves of 26 significant bits each (`a == hi + lo`), for `|a| < 2^996`.
    @inlinable @inline(__always)
    static func split(_ a: Double) -> (hi: Double, lo: Double) {
        let c = 134_217_729.0 * a  // 2^27 + 1
        let hi = c - (c - a)
        return (hi, a - hi)
    }

    /// `a × b` as `hi + lo` exactly (barring overflow and underflow), without fused multiply-add.
    @inlinable @inline(__always)
    static func twoProduct(_ a: Double, _ b: Double) -> (hi: Double, lo: Double) {
        let p = a * b
        let (ah, al) = split(a)
        let (bh, bl) = split(b)
        return (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
    }
}
