/// CRC-32 (ISO 3309, polynomial 0xEDB88320) as PNG chunks use it; slicing-by-8.
enum CRC32 {
    /// Eight 256-entry tables; table 0 is the classic byte-at-a-time table.
    static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 {
                c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1
            }
            tables[n] = c
        }
        for n in 0..<256 {
            var c = tables[n]
            for k in 1..<8 {
                c = tables[Int(c & 0xFF)] ^ (c >> 8)
                tables[k * 256 + n] = c
            }
        }
        return tables
    }()

    /// The CRC of `bytes`.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        tables.withUnsafeBufferPointer { t in
            var crc: UInt32 = 0xFFFF_FFFF
            var index = 0
            let count = bytes.count
            while index + 8 <= count {
                let low = bytes.loadUnaligned(fromByteOffset: index, as: UInt32.self).littleEndian ^ crc
                let high = bytes.loadUnaligned(fromByteOffset: index + 4, as: UInt32.self).littleEndian
                crc =
                    t[7 * 256 + Int(low & 0xFF)] ^ t[6 * 256 + Int((low >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((low >> 16) & 0xFF)] ^ t[4 * 256 + Int(low >> 24)]
                    ^ t[3 * 256 + Int(high & 0xFF)] ^ t[2 * 256 + Int((high >> 8) & 0xFF)]
                    ^ t[1 * 256 + Int((high >> 16) & 0xFF)] ^ t[Int(high >> 24)]
                index += 8
            }
            while index < count {
                crc = t[Int((crc ^ UInt32(bytes[index])) & 0xFF)] ^ (crc >> 8)
                index += 1
            }
            return crc ^ 0xFFFF_FFFF
        }
    }
}
