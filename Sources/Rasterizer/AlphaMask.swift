/// An 8-bit coverage image (for example a rendered glyph), rows top to bottom.
public struct AlphaMask: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// `width * height` coverage values, 0 (transparent) to 255 (fully covered).
    public var coverage: [UInt8]

    public init(width: Int, height: Int, coverage: [UInt8]) {
        self.width = width
        self.height = height
        self.coverage = coverage
    }
}
