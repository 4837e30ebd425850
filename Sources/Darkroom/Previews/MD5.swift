import Foundation

/// MD5 (RFC 1321), only to match Swift's private discriminators (MD5 of module and file name) against
/// source files; not for security.
enum MD5 {
    static func hexDigest(_ text: String) -> String {
        var message = Array(text.utf8)
        let bitLength = UInt64(message.count) * 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        withUnsafeBytes(of: bitLength.littleEndian) { message.append(contentsOf: $0) }
        let shifts: [UInt32] = [7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
                                5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
                                4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
                                6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21]
        let constants: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4294967296)) }
        var state: [UInt32] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]
        for chunk in stride(from: 0, to: message.count, by: 64) {
            let words = (0..<16).map { i in
                (0..<4).reduce(UInt32(0)) { $0 | UInt32(message[chunk + i * 4 + $1]) << (8 * UInt32($1)) }
            }
            var (a, b, c, d) = (state[0], state[1], state[2], state[3])
            for i in 0..<64 {
                var f: UInt32
                let g: Int
                switch i {
                case 0..<16: f = (b & c) | (~b & d); g = i
                case 16..<32: f = (d & b) | (~d & c); g = (5 * i + 1) % 16
                case 32..<48: f = b ^ c ^ d; g = (3 * i + 5) % 16
                default: f = c ^ (b | ~d); g = (7 * i) % 16
                }
                f = f &+ a &+ constants[i] &+ words[g]
                a = d; d = c; c = b
                let shift = shifts[i]
                let rotated: UInt32 = (f << shift) | (f >> (32 - shift))
                b = b &+ rotated
            }
            state[0] = state[0] &+ a; state[1] = state[1] &+ b; state[2] = state[2] &+ c; state[3] = state[3] &+ d
        }
        let hex: [Character] = Array("0123456789ABCDEF")
        var digest = ""
        for word in state {
            for byteIndex in 0..<4 {
                let byte = Int((word >> UInt32(8 * byteIndex)) & 0xFF)
                digest.append(hex[byte >> 4])
                digest.append(hex[byte & 0xF])
            }
        }
        return digest
    }
}
