/// A 4×5 colour matrix applied to straight-alpha components in 0...1 (rows r, g, b, a; the fifth column
/// is an offset), as SwiftUI's colour effects and CoreImage's `CIColorMatrix` are defined.
public struct ColorMatrix: Sendable, Equatable {
    /// Row-major: `r' = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4]`, and so on for g', b', a'.
    public var m: [Double]

    /// A matrix from its 20 row-major entries (any other count gives the identity).
    public init(_ entries: [Double]) {
        m = entries.count == 20 && entries.allSatisfy(\.isFinite) ? entries : ColorMatrix.identity.m
    }

    public static let identity = ColorMatrix(uncheckedEntries: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    private init(uncheckedEntries: [Double]) { m = uncheckedEntries }

    /// `self` applied after `other`.
    public func concatenating(after other: ColorMatrix) -> ColorMatrix {
        var out = [Double](repeating: 0, count: 20)
        for row in 0..<4 {
            for column in 0..<5 {
                var v = column == 4 ? m[row * 5 + 4] : 0
                for k in 0..<4 { v += m[row * 5 + k] * other.m[k * 5 + column] }
                out[row * 5 + column] = v
            }
        }
        return ColorMatrix(uncheckedEntries: out)
    }

    /// The matrix applied to one premultiplied pixel.
    @inline(__always) func apply(_ pixel: UInt32) -> UInt32 {
        let a8 = pixel >> 24
        let a = Double(a8) / 255
        var r = 0.0, g = 0.0, b = 0.0
        if a8 > 0 {
            r = Double(pixel & 0xFF) / 255 / a
            g = Double((pixel >> 8) & 0xFF) / 255 / a
            b = Double((pixel >> 16) & 0xFF) / 255 / a
        }
        @inline(__always) func row(_ i: Int) -> Double {
            m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4]
        }
        return RGBA(red: row(0), green: row(5), blue: row(10), alpha: row(15)).premultipliedPixel
    }
}
