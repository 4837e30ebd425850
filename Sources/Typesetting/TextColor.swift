/// A straight-alpha sRGB colour carried through layout untouched (components in 0…1).
/// DarkroomUI converts its `Color` into this and back into the Rasterizer's `RGBA`.
public struct TextColor: Sendable, Hashable {
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

    public static let black = TextColor(red: 0, green: 0, blue: 0)
}
