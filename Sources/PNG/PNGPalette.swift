/// The colour table of an indexed-colour PNG: up to 256 straight-alpha RGBA entries, addressed by
/// the one-byte pixel indices given to ``PNGEncoder/encode(indices:palette:width:height:options:)``.
public struct PNGPalette: Sendable, Equatable {
    /// The entries as R, G, B, A bytes, 4 per entry.
    public private(set) var rgba: [UInt8]

    /// An empty palette.
    public init() {
        rgba = []
    }

    /// A palette of the given entries, R, G, B, A bytes each (`rgba.count` must be a multiple of 4).
    public init(rgba: [UInt8]) {
        precondition(rgba.count % 4 == 0, "PNGPalette: \(rgba.count) bytes is not a whole number of RGBA entries")
        self.rgba = rgba
    }

    /// The number of entries.
    public var count: Int { rgba.count / 4 }

    /// Appends an entry and returns its index.
    @discardableResult
    public mutating func append(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) -> Int {
        rgba += [red, green, blue, alpha]
        return count - 1
    }

    /// Expands indices to straight-alpha RGBA pixels (what decoding the encoded file gives back).
    /// Indices outside the palette give transparent black.
    public func expand(_ indices: [UInt8]) -> [UInt8] {
        var table = [UInt32](repeating: 0, count: 256)
        for entry in 0..<min(count, 256) {
            table[entry] =
                UInt32(rgba[entry * 4]) | UInt32(rgba[entry * 4 + 1]) << 8
                | UInt32(rgba[entry * 4 + 2]) << 16 | UInt32(rgba[entry * 4 + 3]) << 24
        }
        return [UInt8](unsafeUninitializedCapacity: indices.count * 4) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            for (position, index) in indices.enumerated() {
                raw.storeBytes(of: table[Int(index)].littleEndian, toByteOffset: position &* 4, as: UInt32.self)
            }
            initialized = indices.count * 4
        }
    }
}
