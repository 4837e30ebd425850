/// A font file used by a layout or render, with a content hash so that a snapshot failure can
/// say "rendered with a different font file than the reference".
public struct FontFileInfo: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var faceIndex: Int
    /// FNV-1a 64 over the file's bytes, computed once per file.
    public var contentHash: UInt64
    public var byteCount: Int

    /// `contentHash` as 16 lowercase hex digits.
    public var hashHex: String {
        let hex = String(contentHash, radix: 16)
        return String(repeating: "0", count: max(0, 16 - hex.count)) + hex
    }

    public var description: String { "\(path)#\(faceIndex) fnv1a64:\(hashHex) (\(byteCount) bytes)" }
}
