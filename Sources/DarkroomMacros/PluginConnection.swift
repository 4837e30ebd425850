import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The compiler's plugin wire format: an 8-byte little-endian payload size, then a JSON payload.
struct PluginConnection {
    /// The next message, or `nil` when the compiler closed the connection (or sent something unreadable).
    func receive() -> [String: Any]? {
        guard let header = readExactly(8) else { return nil }
        let size = header.withUnsafeBytes { Int(UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))) }
        guard size > 0, size < 1 << 30, let payload = readExactly(size) else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(payload))) as? [String: Any]
    }

    func send(_ message: [String: Any]) {
        guard let payload = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]) else { return }
        var bytes: [UInt8] = []
        withUnsafeBytes(of: UInt64(payload.count).littleEndian) { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: payload)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(1, $0.baseAddress! + written, $0.count - written) }
            if result <= 0 { return }
            written += result
        }
    }

    private func readExactly(_ count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let result = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress! + filled, count - filled) }
            if result <= 0 { return nil }
            filled += result
        }
        return buffer
    }
}
