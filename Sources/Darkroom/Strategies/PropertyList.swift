import Foundation

extension Snapshotting where Value: Encodable, Format == String {
    /// Compares encodable values as XML property lists; references are `.plist` files.
    public static var plist: Snapshotting {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return .plist(encoder)
    }

    /// Compares encodable values as property lists produced by `encoder`.
    public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting {
        var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) in
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        snapshotting.pathExtension = "plist"
        return snapshotting
    }
}
