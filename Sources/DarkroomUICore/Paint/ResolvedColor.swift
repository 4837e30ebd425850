/// A concrete colour: straight-alpha sRGB components in 0...1, as it reaches the display list.
public struct ResolvedColor: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    /// Creates a colour; components are clamped to 0...1 and NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.opacity = clamp(opacity)
    }

    /// Creates a colour from 0...255 components.
    package init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: a)
    }

    /// Fully transparent black.
    public static let clear = ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)

    /// The colour with its opacity multiplied by `factor`.
    public func multiplyingOpacity(by factor: Double) -> ResolvedColor {
        ResolvedColor(red: red, green: green, blue: blue, opacity: opacity * factor)
    }

    /// Whether nothing would be drawn.
    public var isInvisible: Bool { opacity <= 0 }

    /// `#RRGGBBAA`, rounding each component to 8 bits.
    public var description: String {
        func hex(_ v: Double) -> String {
            let byte = Int((v * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[byte / 16], digits[byte % 16]])
        }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
    }
}
