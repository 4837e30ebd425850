import Foundation

/// A font file used by a layout or render, with a content hash so that a snapshot failure can
/// say "rendered with a different font file than the reference".
public struct FontFileInfo: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var faceIndex: Int
    /// FNV-1a 64 over the file's bytes, computed once per file.
    public var contentHash: UInt64
    public var byteCount: Int
    /// The instance of a variable font (axis settings); empty for a static face.
    public var variations: [FontVariation] = []

    /// The file's name, followed by the instance's axis settings for a variable font
    /// (`InterVariable.ttf wght=700 opsz=28`).
    public var name: String {
        ([(path as NSString).lastPathComponent] + variations.map(\.description)).joined(separator: " ")
    }

    /// `contentHash` as 16 lowercase hex digits.
    public var hashHex: String {
        let hex = String(contentHash, radix: 16)
        return String(repeating: "0", count: max(0, 16 - hex.count)) + hex
    }

    public var description: String { "\(path)#\(faceIndex)\(variations.map { " " + $0.description }.joined()) fnv1a64:\(hashHex) (\(byteCount) bytes)" }
}
