/// One axis setting of a variable font instance (OpenType `fvar`): the axis tag (`wght`, `opsz`) and its value
/// in the axis's own units. Darkroom's system font is Inter's variable font at such settings.
public struct FontVariation: Sendable, Hashable, CustomStringConvertible {
    /// The four-letter axis tag, such as `wght` or `opsz`.
    public var tag: String
    /// The value on the axis, in the axis's design units (weight 100–900, optical size in points).
    public var value: Double

    /// Creates an axis setting.
    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }

    public var description: String {
        let whole = value.rounded()
        return tag + "=" + (whole == value ? String(Int(whole)) : String(value))
    }

    /// The OpenType tag as a 32-bit big-endian number (spaces pad a shorter tag).
    var tagValue: UInt32 {
        var result: UInt32 = 0
        let bytes = Array(tag.utf8.prefix(4)) + Array(repeating: UInt8(ascii: " "), count: max(0, 4 - tag.utf8.count))
        for byte in bytes { result = result << 8 | UInt32(byte) }
        return result
    }
}
