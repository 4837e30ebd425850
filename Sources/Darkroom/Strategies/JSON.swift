import Foundation

extension Snapshotting where Value: Encodable, Format == String {
    /// Compares encodable values as pretty-printed JSON with sorted keys; references are `.json`.
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return .json(encoder)
    }

    /// Compares encodable values as JSON produced by `encoder`. An encoding error fails the test.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) in
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        snapshotting.pathExtension = "json"
        return snapshotting
    }
}
