/// A colour in straight (non-premultiplied) alpha sRGB, every component in 0...1.
public struct RGBA: Sendable, Equatable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)

    /// The colour as one premultiplied RGBA8 pixel (R in the lowest byte), each channel `round(c * a * 255)`.
    /// Non-finite components count as 0; components are clamped to 0...1.
    var premultipliedPixel: UInt32 {
        let a = Self.unit(alpha)
        let a8 = Self.byte(a)
        let r8 = min(Self.byte(Self.unit(red) * a), a8)
        let g8 = min(Self.byte(Self.unit(green) * a), a8)
        let b8 = min(Self.byte(Self.unit(blue) * a), a8)
        return r8 | g8 << 8 | b8 << 16 | a8 << 24
    }

    static func unit(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : 0
    }

    static func byte(_ unitValue: Double) -> UInt32 {
        UInt32((unitValue * 255).rounded())
    }
}
